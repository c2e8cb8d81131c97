/**
 * The words of /admin/review in the page's language (issue 28 item 1, ADR 099), built on the
 * server by `adminReviewText` (app/i18n/admin-review.server.ts) and handed to the cards through
 * loader data. Templates keep `{name}` placeholders that the cards fill with `fillReviewText`;
 * owner-entered names and reasons are filled in as written, never translated.
 */
import type { Locale } from "~/i18n/locales";
import type { ReviewKind } from "~/lib/review-queue";
import type { ReviewValueWords } from "~/lib/review-values";

/** Every word the review queue's cards show. */
export interface AdminReviewText {
  /** The page's language (dates and numbers are formatted in it with `Intl`). */
  locale: Locale;
  kinds: Record<ReviewKind, string>;
  unknown: string;
  none: string;
  /** 'Rejected ({count})'. */
  rejectedTab: string;
  recent: { heading: string; none: string; unverify: string; headings: Record<ReviewKind, string> };
  rejected: { intro: string; none: string; line: string; reason: string; notGiven: string };
  decision: {
    verify: string;
    approve: string;
    reject: string;
    /** ' changes to {name}' after Approve / Reject of a change (read by screen readers). */
    changesTo: string;
    reasonLabel: string;
    reasonChangeLabel: string;
  };
  card: { resubmitted: string; previousReason: string };
  /** How a changed field's value is worded: weekdays, closed, platforms, amenities, prices. */
  values: ReviewValueWords;
  center: {
    noCoordinates: string;
    community: string;
    communityVerified: string;
    communityPending: string;
    subscription: string;
    /**
     * Stripe's status words in the page's language; empty in English, where the badge shows
     * Stripe's own word ("subscription: active").
     */
    statuses: Record<string, string>;
    complimentary: string;
    address: string;
    website: string;
    owner: string;
    submitted: string;
  };
  /** '{shown} center(s) · submitted {when} by {owner}' per plural category of the language. */
  communityLine: { one: string; other: string };
  party: {
    by: string;
    venue: string;
    consent: Record<"accepted" | "declined" | "pending", string>;
  };
  change: {
    line: string;
    photos: string;
    cover: string;
    photo: string;
    caption: string;
    field: string;
    now: string;
    proposed: string;
    equal: string;
  };
}

/** `template` with each `{key}` replaced by `values[key]` ("Reason: {reason}" → "Reason: Spam"). */
export function fillReviewText(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}
