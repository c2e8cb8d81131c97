/**
 * /admin/reviews in one language (issue 28 item 1, ADR 099): the moderation queue's headings,
 * card lines, buttons and notices, and the reviews area's English answers to a decision
 * (`MODERATION_ERRORS`, the hide reason's checks) through an English → language lookup
 * (docs/translating.md). Review texts, hide reasons and names stay as written. Dates stay in
 * UTC as on /admin/mail. English repeats today's literals word for word (a test compares them).
 */
import { BIDI_MESSAGE, LINE_MESSAGE } from "~/lib/text-input";
import { m } from "~/paraglide/messages";
import { isAppError } from "~/server/errors/app-error";
import { AppError } from "~/server/errors/app-error";
import {
  MODERATION_ERRORS,
  REPORT_REASON_LABELS,
  REVIEW_MESSAGES,
} from "~/server/reviews/index.server";
import { pageTitle } from "./auth.server";
import { formatNumber, formatZonedTime } from "./format";
import { localizeHref, type Locale } from "./locales";

type Options = { locale: Locale };
type Text = (inputs: Record<string, never>, options: Options) => string;

/** The reviews area's English answers to a decision → their catalog functions. */
const ANSWERS: ReadonlyArray<readonly [string, Text]> = [
  [MODERATION_ERRORS.notFound, m.arv_err_not_found],
  [MODERATION_ERRORS.ownCenter, m.arv_err_own_center],
  [MODERATION_ERRORS.publishHidden, m.arv_err_publish_hidden],
  [MODERATION_ERRORS.alreadyHidden, m.arv_err_already_hidden],
  [MODERATION_ERRORS.notHidden, m.arv_err_not_hidden],
  [REVIEW_MESSAGES.hideReason, m.arv_err_hide_reason],
  [REVIEW_MESSAGES.hideReasonLong, m.arv_err_hide_reason_long],
  [LINE_MESSAGE, m.reg_msg_line],
  [BIDI_MESSAGE, m.reg_msg_bidi],
  ["Choose Publish, Hide or Restore.", m.arv_err_choose],
  // The queue's stand-ins for a missing center, author or deciding account.
  ["(deleted)", m.arv_deleted_center],
  ["(unknown)", m.arv_unknown_author],
  ["(deleted account)", m.arv_deleted_account],
];

/** Report reasons by their English label (the queue's `openReports` carry the label). */
const REASONS: Record<string, Text> = {
  [REPORT_REASON_LABELS.spam]: m.arv_reason_spam,
  [REPORT_REASON_LABELS.off_topic]: m.arv_reason_off_topic,
  [REPORT_REASON_LABELS.conflict_of_interest]: m.arv_reason_conflict,
  [REPORT_REASON_LABELS.hateful]: m.arv_reason_hateful,
  [REPORT_REASON_LABELS.personal_information]: m.arv_reason_personal,
};

const DECISIONS: Record<string, Text> = {
  publish: m.arv_decision_publish,
  hide: m.arv_decision_hide,
  restore: m.arv_decision_restore,
};

/**
 * The reviews area's English `message` (an answer, a field error or a stand-in name) in `locale`.
 * @returns the translation, or `message` unchanged when it is not one of the area's texts
 */
export function adminReviewsAnswer(locale: Locale, message: string): string {
  const found = ANSWERS.find(([english]) => english === message);
  return found ? found[1]({}, { locale }) : message;
}

/**
 * A decision's failure with its message and field errors in `locale` (see
 * {@link adminReviewsAnswer}); anything that is not an `AppError` comes back as it was.
 */
export function adminReviewsError(locale: Locale, error: unknown): unknown {
  if (!isAppError(error)) return error;
  const say = (message: string) => adminReviewsAnswer(locale, message);
  return new AppError(error.code, say(error.message), error.status, {
    cause: error,
    fieldErrors: Object.fromEntries(
      Object.entries(error.fieldErrors).map(([field, message]) => [field, say(message)]),
    ),
  });
}

/** The notice after a decision ("The review was published.") in `locale`. */
export function adminReviewsNotice(locale: Locale, decision: "publish" | "hide" | "restore") {
  const o = { locale };
  if (decision === "publish") return m.arv_done_published({}, o);
  if (decision === "hide") return m.arv_done_hidden({}, o);
  return m.arv_done_restored({}, o);
}

const LINK_MARK = "\u0000link\u0000";

/**
 * The page's fixed texts in `locale`.
 * @param counts how many reviews are held and reported (for the intro)
 * @returns meta title, heading, the intro cut around the guidelines link (`before`, `link`,
 *   `after`, `href`), the section titles and their element ids, the empty state, the list label
 *   of decisions, the button words and the hide reason's label
 */
export function adminReviewsText(locale: Locale, counts: { held: number; reported: number }) {
  const o = { locale };
  const [before = "", after = ""] = m
    .arv_intro(
      {
        held: formatNumber(locale, counts.held),
        reported: formatNumber(locale, counts.reported),
        link: LINK_MARK,
      },
      o,
    )
    .split(LINK_MARK);
  return {
    metaTitle: pageTitle(m.arv_title({}, o)),
    title: m.arv_title({}, o),
    intro: {
      before,
      link: m.arv_guidelines_link({}, o),
      after,
      href: localizeHref(locale, "/review-guidelines"),
    },
    sections: {
      held: m.arv_held({}, o),
      reported: m.arv_reported({}, o),
      hidden: m.arv_hidden({}, o),
    },
    none: m.arv_none({}, o),
    decisions: m.arv_decisions({}, o),
    publish: m.arv_publish({}, o),
    keep: m.arv_keep({}, o),
    hide: m.arv_hide({}, o),
    restore: m.arv_restore({}, o),
    reasonLabel: m.arv_reason_label({}, o),
  };
}

/** A review of the queue as far as its lines need it (`QueuedReview` of the reviews area). */
interface QueuedLines {
  center: { id: string; name: string };
  author: { email: string; name: string };
  rating: number;
  createdAt: Date;
  editedAt: Date | null;
  openReports: [string, number][];
  versions: { body: string; rating: number; writtenAt: Date }[];
  decisions: { by: string; at: Date; decision: string; reason: string | null }[];
}

/**
 * A moment as the admin pages show it, on the UTC clock: "2026-11-26 18:05 UTC" in English,
 * the language's own date and time elsewhere ("Do., 26. Nov. 2026, 18:05 UTC").
 */
export function adminWhen(locale: Locale, value: Date | string): string {
  if (locale !== "en") return formatZonedTime(locale, value, "UTC");
  return new Date(value).toISOString().slice(0, 16).replace("T", " ") + " UTC";
}

/**
 * One queued review's lines in `locale`.
 * @returns `centerName`, `byLine` (author, written, edited), `reports` (empty when none),
 *   `versionsTitle`, `versions` (one line each, the body as written), `decisions` (one line
 *   each, the reason as written), `starsLabel` for the rating's picture and `centerHref`
 */
export function adminReviewLines(locale: Locale, item: QueuedLines) {
  const o = { locale };
  const say = (message: string) => adminReviewsAnswer(locale, message);
  const name = item.author.name || m.arv_no_name({}, o);
  const email = say(item.author.email);
  const when = adminWhen(locale, item.createdAt);
  const reports = item.openReports
    .map(([reason, n]) => `${REASONS[reason]?.({}, o) ?? reason} (${formatNumber(locale, n)})`)
    .join(", ");
  return {
    centerName: say(item.center.name),
    centerHref: localizeHref(locale, `/lan-centers/${item.center.id}`),
    starsLabel: m.center_stars_label({ rating: item.rating }, o),
    byLine: item.editedAt
      ? m.arv_by_edited({ name, email, when, edited: adminWhen(locale, item.editedAt) }, o)
      : m.arv_by({ name, email, when }, o),
    reports: reports ? m.arv_reports({ list: reports }, o) : "",
    versionsTitle: m.arv_versions({ count: formatNumber(locale, item.versions.length) }, o),
    versions: item.versions.map((version) =>
      m.arv_version(
        { when: adminWhen(locale, version.writtenAt), rating: version.rating, body: version.body },
        o,
      ),
    ),
    decisions: item.decisions.map((decision) => {
      const inputs = {
        when: adminWhen(locale, decision.at),
        decision: DECISIONS[decision.decision]?.({}, o) ?? decision.decision,
        by: say(decision.by),
      };
      return decision.reason
        ? m.arv_decision_line_reason({ ...inputs, reason: decision.reason }, o)
        : m.arv_decision_line(inputs, o);
    }),
  };
}
