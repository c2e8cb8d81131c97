/**
 * /admin/review's texts in one language (issue 28 item 1, ADR 099): meta, heading, the counts
 * line, the views, section headings and empty states, and every word of the cards
 * (`AdminReviewText`). English repeats today's literals word for word (a test compares them).
 *
 * The directory area answers decisions in the specification's English (notices such as
 * '"Arena" verified. The owner has been e-mailed.', 409 conflicts, the reason's validation);
 * `adminReviewAnswer` words each of them in the page's language, owner-entered names kept.
 */
import type { AdminReviewText } from "~/components/admin/review-text";
import { REASON_REQUIRED } from "~/lib/review-decision";
import type { PendingCounts } from "~/lib/review-queue";
import { m } from "~/paraglide/messages";
import { pageTitle } from "./auth.server";
import { REVIEW_VALUE_ENGLISH, type ReviewValueWords } from "~/lib/review-values";
import { WEEKDAYS } from "~/lib/opening-hours";
import { amenityLabels } from "./center.server";
import { platformLabels } from "./directory.server";
import { formatNumber, weekdayName } from "./format";
import { BASE_LOCALE, type Locale } from "./locales";
import { subscriptionStatusWords } from "./owner-panels.server";

/** A message with `{name}` left in place, so a card can fill it with the item's name. */
const KEEP = { name: "{name}", reason: "{reason}", owner: "{owner}", when: "{when}" };

/**
 * How /admin/review words a changed field's value in `locale` (`reviewValueText`): the center
 * page's weekday names, "closed", "hours not given", platform and amenity labels; English is
 * ADR 053's text ("Mon 10:00–22:00 · Tue closed").
 */
export function reviewValueWords(locale: Locale): ReviewValueWords {
  if (locale === BASE_LOCALE) return REVIEW_VALUE_ENGLISH;
  const o = { locale };
  return {
    locale,
    weekdays: WEEKDAYS.map((_, index) => weekdayName(locale, index, "short")),
    closed: m.center_closed({}, o),
    notGiven: m.center_hours_not_given({}, o),
    platforms: platformLabels(locale),
    amenities: amenityLabels(locale),
  };
}

/**
 * /admin/review in `locale`.
 * @param counts pending items per kind and open changes (the counts line)
 * @param rejectedCount how many items are rejected (the Rejected tab)
 * @returns meta title, heading, counts line, view labels, section headings and empty states,
 *   and the cards' words (`AdminReviewText`, templates with `{placeholders}`)
 */
export function adminReviewText(locale: Locale, counts: PendingCounts, rejectedCount: number) {
  const o = { locale };
  const n = (value: number) => formatNumber(locale, value);
  const kinds = {
    center: m.adr_kind_center({}, o),
    community: m.adr_kind_community({}, o),
    party: m.adr_kind_party({}, o),
  };
  const headings = {
    center: m.adr_centers({}, o),
    community: m.adr_communities({}, o),
    party: m.adr_parties({}, o),
  };
  const line = (count: number) =>
    m.adr_community_line({ count, shown: "{shown}", when: "{when}", owner: "{owner}" }, o);
  const cards: AdminReviewText = {
    locale,
    kinds,
    unknown: m.adr_unknown({}, o),
    none: m.adr_none({}, o),
    rejectedTab: m.adr_view_rejected({ count: "{count}" }, o),
    recent: {
      heading: m.adr_recent({}, o),
      none: m.adr_recent_none({}, o),
      unverify: m.adr_unverify({}, o),
      headings,
    },
    rejected: {
      intro: m.adr_rejected_intro({}, o),
      none: m.adr_rejected_none({}, o),
      line: m.adr_rejected_line({ kind: "{kind}", when: KEEP.when, owner: KEEP.owner }, o),
      reason: m.adr_reason(KEEP, o),
      notGiven: m.adr_reason_not_given({}, o),
    },
    decision: {
      verify: m.adr_verify({}, o),
      approve: m.adr_approve({}, o),
      reject: m.adr_reject({}, o),
      changesTo: m.adr_changes_to(KEEP, o),
      reasonLabel: m.adr_reason_label(KEEP, o),
      reasonChangeLabel: m.adr_reason_change_label(KEEP, o),
    },
    card: { resubmitted: m.adr_resubmitted({}, o), previousReason: m.adr_previous_reason(KEEP, o) },
    values: reviewValueWords(locale),
    center: {
      noCoordinates: m.adr_no_coordinates({}, o),
      community: m.adr_community(KEEP, o),
      communityVerified: m.adr_community_verified({}, o),
      communityPending: m.adr_community_pending({}, o),
      subscription: m.adr_subscription({ status: "{status}" }, o),
      statuses: locale === BASE_LOCALE ? {} : subscriptionStatusWords(locale),
      complimentary: m.adr_complimentary({}, o),
      address: m.adr_address({}, o),
      website: m.adr_website({}, o),
      owner: m.adr_owner({}, o),
      submitted: m.adr_submitted({}, o),
    },
    communityLine: { one: line(1), other: line(2) },
    party: {
      by: m.adr_party_by(KEEP, o),
      venue: m.adr_venue_foreign({ center: "{center}", consent: "{consent}" }, o),
      consent: {
        accepted: m.adr_consent_accepted({}, o),
        declined: m.adr_consent_declined({}, o),
        pending: m.adr_consent_pending({}, o),
      },
    },
    change: {
      line: m.adr_change_line({ kind: "{kind}", when: KEEP.when, owner: KEEP.owner }, o),
      photos: m.adr_photos_label({ count: "{count}" }, o),
      cover: m.adr_cover_photo({}, o),
      photo: m.adr_photo_n({ n: "{n}" }, o),
      caption: m.adr_changes_caption(KEEP, o),
      field: m.adr_field({}, o),
      now: m.adr_now({}, o),
      proposed: m.adr_proposed({}, o),
      equal: m.adr_change_equal({}, o),
    },
  };
  return {
    metaTitle: pageTitle(m.adr_title({}, o)),
    title: m.adr_title({}, o),
    intro: m.adr_intro(
      {
        center: n(counts.center),
        community: n(counts.community),
        party: n(counts.party),
        changes: n(counts.changes),
      },
      o,
    ),
    viewsLabel: m.adr_views_label({}, o),
    queue: m.adr_view_queue({}, o),
    rejectedTab: m.adr_view_rejected({ count: n(rejectedCount) }, o),
    sections: {
      center: { title: headings.center, empty: m.adr_centers_none({}, o) },
      community: { title: headings.community, empty: m.adr_communities_none({}, o) },
      party: { title: headings.party, empty: m.adr_parties_none({}, o) },
      changes: { title: m.adr_changes({}, o), empty: m.adr_changes_none({}, o) },
    },
    cards,
  };
}

type Named = (inputs: { name: string }, options: { locale: Locale }) => string;
type Plain = (inputs: Record<string, never>, options: { locale: Locale }) => string;

/** The directory's fixed English answers, as message functions (their English is the area's). */
const FIXED: readonly Plain[] = [
  m.adr_ans_gone,
  m.adr_ans_change_gone,
  m.adr_ans_change_approved_before,
  m.adr_ans_change_rejected_before,
  m.adr_ans_change_replaced,
  m.adr_ans_change_withdrawn,
  m.adr_ans_name_taken,
  m.adr_ans_reason_long,
  m.adr_ans_invalid,
];

/** Answers that name the item: '"{name}" verified.' and the conflicts. */
const NAMED: readonly Named[] = [
  m.adr_ans_verified,
  m.adr_ans_rejected,
  m.adr_ans_unverified,
  m.adr_ans_change_approved,
  m.adr_ans_change_rejected,
  m.adr_ans_already_verified,
  m.adr_ans_already_rejected,
  m.adr_ans_in_queue,
];

const MAIL_SENTENCES: readonly Plain[] = [m.adr_ans_mailed, m.adr_ans_not_mailed];

/** The labels of a pending change's fields (their English is the directory's `PUBLIC_FIELDS`). */
const FIELD_LABELS: readonly Plain[] = [
  m.adr_field_name,
  m.adr_field_address,
  m.adr_field_latitude,
  m.adr_field_longitude,
  m.adr_field_website,
  m.adr_field_description,
  m.adr_field_image,
  m.adr_field_photos,
  m.adr_field_opening_hours,
  m.adr_field_stations,
  m.adr_field_platforms,
  m.adr_field_price_from,
  m.adr_field_price_currency,
  m.adr_field_phone,
  m.adr_field_amenities,
  m.adr_field_starts,
  m.adr_field_ends,
  m.adr_field_time_zone,
  m.adr_field_place,
];

/**
 * The labels of a pending change's fields ('Opening hours', 'Starts') in `locale`, keyed by
 * their English (the directory's words); a label without a translation is shown as it comes.
 */
export function adminReviewFieldLabels(locale: Locale): Record<string, string> {
  return Object.fromEntries(
    FIELD_LABELS.map((label) => [label({}, { locale: BASE_LOCALE }), label({}, { locale })]),
  );
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The English template of `named` as a pattern that captures the name. */
function patternOf(named: Named): RegExp {
  const [before, after] = named({ name: "\u0000" }, { locale: BASE_LOCALE }).split("\u0000");
  return new RegExp(`^${escape(before ?? "")}(.+)${escape(after ?? "")}$`, "s");
}

const PATTERNS = NAMED.map((named) => [patternOf(named), named] as const);

/** One sentence of an answer in `locale`, or null when it is none of the area's. */
function sentenceIn(locale: Locale, sentence: string): string | null {
  const english = { locale: BASE_LOCALE };
  if (sentence === REASON_REQUIRED) return m.adr_ans_reason_required({}, { locale });
  for (const text of [...FIXED, ...MAIL_SENTENCES]) {
    if (text({}, english) === sentence) return text({}, { locale });
  }
  for (const [pattern, named] of PATTERNS) {
    const name = pattern.exec(sentence)?.[1];
    if (name !== undefined) return named({ name }, { locale });
  }
  return null;
}

/**
 * The directory's English answer to a review decision (a notice or an error) in `locale`:
 * '"Arena" verified. The owner has been e-mailed.' → '„Arena“ verifiziert. Der Inhaber wurde
 * per E-Mail benachrichtigt.' The item's name stays as written.
 * @returns the translation, or `message` as it came when it is not one of the area's answers
 */
export function adminReviewAnswer(locale: Locale, message: string): string {
  if (locale === BASE_LOCALE) return message;
  const whole = sentenceIn(locale, message);
  if (whole !== null) return whole;
  for (const mail of MAIL_SENTENCES) {
    const tail = ` ${mail({}, { locale: BASE_LOCALE })}`;
    if (!message.endsWith(tail)) continue;
    const head = sentenceIn(locale, message.slice(0, -tail.length));
    // Japanese writes sentences without a space between them; the others with one.
    if (head !== null) return `${head}${locale === "ja" ? "" : " "}${mail({}, { locale })}`;
  }
  return message;
}
