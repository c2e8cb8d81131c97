/**
 * /admin/listings' texts in one language (issue 28 item 1, ADR 099): meta, heading, the rule and
 * counts line, each center's badges and listing line, Grant / Revoke, and the directory's English
 * answers to them (`adminListingsAnswer`). English repeats today's literals word for word (a test
 * compares them); center names stay as written. Subscription status words reuse the owner
 * portal's (`own_sub_status_*`), 'Featured' the directory's (`dir_featured`).
 */
import { statusDisplay } from "~/lib/subscription-status";
import { m } from "~/paraglide/messages";
import { pageTitle } from "./auth.server";
import { formatNumber, formatShortDate } from "./format";
import { BASE_LOCALE, type Locale } from "./locales";
import { subscriptionStatusWords } from "./owner-panels.server";

type O = { locale: Locale };

/** A subscription status in `locale`; a status Stripe adds later keeps `statusDisplay`'s words. */
function statusLabel(locale: Locale, status: string): string {
  return subscriptionStatusWords(locale)[status] ?? statusDisplay(status).label;
}

/** What a center's listing line needs (from `listAdminListings`). */
export interface ListingFacts {
  createdByAdmin: boolean;
  complimentaryAt: Date | string | null;
  subscriptionStatus: string | null;
}

/**
 * /admin/listings in `locale`.
 * @param count verified centers; `offMap` how many of them are not on the map
 * @returns meta title, heading, intro, empty state, badge words, Grant / Revoke and the
 *   screen-reader 'for {name}' template, and `line(listing)` for a center's listing line
 */
export function adminListingsText(locale: Locale, count: number, offMap: number) {
  const o: O = { locale };
  return {
    metaTitle: pageTitle(m.adl_title({}, o)),
    title: m.adl_title({}, o),
    intro: m.adl_intro(
      { count: formatNumber(locale, count), offMap: formatNumber(locale, offMap) },
      o,
    ),
    none: m.adl_none({}, o),
    onMap: m.adl_on_map({}, o),
    offMap: m.adl_off_map({}, o),
    featured: m.dir_featured({}, o),
    grant: m.adl_grant({}, o),
    revoke: m.adl_revoke({}, o),
    forName: m.adl_for({ name: "{name}" }, o),
  };
}

/**
 * A center's listing line in `locale`: 'Created by an admin · Complimentary listing since Mar 1,
 * 2027 · Plan: Active' (each part only when it applies; 'No plan' without a subscription).
 */
export function adminListingLine(locale: Locale, listing: ListingFacts): string {
  const o: O = { locale };
  return [
    listing.createdByAdmin ? m.adl_by_admin({}, o) : null,
    listing.complimentaryAt
      ? m.adl_complimentary_since({ date: formatShortDate(locale, listing.complimentaryAt) }, o)
      : null,
    listing.subscriptionStatus
      ? m.adl_plan({ status: statusLabel(locale, listing.subscriptionStatus) }, o)
      : m.adl_no_plan({}, o),
  ]
    .filter(Boolean)
    .join(" · ");
}

type Plain = (inputs: Record<string, never>, options: O) => string;
type Named = (inputs: { name: string }, options: O) => string;

const FIXED: readonly Plain[] = [
  m.adl_ans_gone,
  m.adl_ans_missing,
  m.adl_ans_has,
  m.adl_ans_has_not,
  m.adl_ans_choose,
  m.adl_ans_invalid,
];
const NAMED: readonly Named[] = [m.adl_ans_granted, m.adl_ans_revoked];

/**
 * The directory's English answer to Grant / Revoke (a notice or an error) in `locale`:
 * 'Arena now has a complimentary listing.' → 'Arena hat jetzt einen kostenlosen Eintrag.'
 * @returns the translation, or `message` as it came when it is not one of the area's answers
 */
export function adminListingsAnswer(locale: Locale, message: string): string {
  if (locale === BASE_LOCALE) return message;
  const english = { locale: BASE_LOCALE };
  for (const text of FIXED) if (text({}, english) === message) return text({}, { locale });
  for (const named of NAMED) {
    const [before = "", after = ""] = named({ name: "\u0000" }, english).split("\u0000");
    if (message.length > before.length + after.length) {
      if (message.startsWith(before) && message.endsWith(after)) {
        const name = message.slice(before.length, message.length - after.length);
        return named({ name }, { locale });
      }
    }
  }
  return message;
}
