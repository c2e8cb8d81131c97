/**
 * How a LAN center subscription is shown (docs/spec/owner-portal.md §4 "Subscription status
 * values"): the label and colour of each status, the renewal or expiry line, and which action
 * the owner is offered. Shared by the subscription panel (browser) and the pages (server).
 */

/** A subscription as the panel needs it: serialisable, no secrets. */
export interface SubscriptionSummary {
  /** Stripe subscription id (`sub_...`); the panel posts to `/api/subscriptions/{id}`. */
  id: string;
  locationId: string;
  /** Stripe status (active, trialing, past_due, canceled, ...) or the spec's not_started. */
  status: string;
  /** Display name of the plan, or null for a price that is not one of ours. */
  planName: string | null;
  /** End of the current billing period, seconds since epoch (null when unknown). */
  currentPeriodEnd: number | null;
  cancelAtPeriodEnd: boolean;
  /** When a scheduled cancellation takes effect, seconds since epoch (null when none). */
  cancelAt: number | null;
  paymentMethodBrand: string | null;
  paymentMethodLast4: string | null;
}

/** Colour family of a status badge. */
export type StatusTone = "green" | "blue" | "red" | "orange" | "gray" | "yellow";

/** Label and colour of a status. */
export interface StatusDisplay {
  label: string;
  tone: StatusTone;
}

const KNOWN: Readonly<Record<string, StatusDisplay>> = {
  active: { label: "Active", tone: "green" },
  trialing: { label: "Trialing", tone: "blue" },
  canceled: { label: "Canceled", tone: "red" },
  past_due: { label: "Past Due", tone: "orange" },
  not_started: { label: "Not Started", tone: "gray" },
};

/**
 * Label and colour for a status: the spec's five statuses have their own colours, every other
 * status (incomplete, unpaid, paused, ...) is yellow with its name in words.
 */
export function statusDisplay(status: string): StatusDisplay {
  const known = KNOWN[status];
  if (known) return known;
  const words = status
    .split(/[_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
  return { label: words || "Unknown", tone: "yellow" };
}

/** Tailwind classes per tone: light text on a tinted dark badge (contrast above 4.5:1). */
export const TONE_CLASSES: Readonly<Record<StatusTone, string>> = {
  green: "border-green-400/60 bg-green-950 text-green-200",
  blue: "border-sky-400/60 bg-sky-950 text-sky-200",
  red: "border-red-400/60 bg-red-950 text-red-200",
  orange: "border-orange-400/60 bg-orange-950 text-orange-200",
  gray: "border-ink-300/60 bg-ink-800 text-ink-200",
  yellow: "border-yellow-400/60 bg-yellow-950 text-yellow-200",
};

const dateFormat = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "long",
  day: "numeric",
  timeZone: "UTC",
});

/** "March 3, 2026" for seconds since epoch, in UTC so server and browser agree. */
export function formatEpochDate(seconds: number): string {
  return dateFormat.format(new Date(seconds * 1000));
}

/**
 * The date line of a subscription: 'Ending Soon' with the 'Expires' date when it is scheduled
 * to cancel (cancel_at, else the period end), otherwise 'Renews' with the period end. Null when
 * there is no date to show (e.g. canceled, or not started).
 */
export function renewalLine(
  summary: Pick<
    SubscriptionSummary,
    "status" | "currentPeriodEnd" | "cancelAtPeriodEnd" | "cancelAt"
  >,
):
  | { kind: "ending"; label: "Expires"; date: string }
  | { kind: "renews"; label: "Renews"; date: string }
  | null {
  if (summary.status === "canceled" || summary.status === "not_started") return null;
  if (summary.cancelAtPeriodEnd) {
    const end = summary.cancelAt ?? summary.currentPeriodEnd;
    return end === null ? null : { kind: "ending", label: "Expires", date: formatEpochDate(end) };
  }
  return summary.currentPeriodEnd === null
    ? null
    : { kind: "renews", label: "Renews", date: formatEpochDate(summary.currentPeriodEnd) };
}

/** The one action the panel offers for a subscription (docs/spec/owner-portal.md §4). */
export type SubscriptionAction = "cancel" | "resume" | "complete_payment" | "none";

/**
 * Active (or trialing) and not scheduled to cancel: cancel; scheduled to cancel: resume;
 * not_started: complete payment; anything else (canceled, past_due, ...): nothing.
 */
export function subscriptionAction(
  summary: Pick<SubscriptionSummary, "status" | "cancelAtPeriodEnd">,
): SubscriptionAction {
  if (summary.status === "not_started") return "complete_payment";
  if (summary.status === "active" || summary.status === "trialing") {
    return summary.cancelAtPeriodEnd ? "resume" : "cancel";
  }
  return "none";
}

/** Messages the subscription API answers with (docs/spec/owner-portal.md §8 "Subscription"). */
export const SUBSCRIPTION_MESSAGES = {
  signIn: "Please sign in to manage subscriptions",
  cancelFailed: "Failed to cancel subscription",
  resumeFailed: "Failed to reactivate subscription",
  accessDenied: "Access Denied",
  badIntent: "Unknown subscription action.",
  portalFailed: "Failed to open billing portal",
  noBillingAccount: "No billing account yet. Choose a plan first.",
} as const;

/** Code carried in `?subscriptionError=` after a plain (no-JavaScript) form post failed. */
export type SubscriptionErrorCode =
  | "sign_in"
  | "cancel_failed"
  | "resume_failed"
  | "access_denied"
  | "portal_failed"
  | "no_billing_account";

const ERROR_TEXT: Readonly<Record<SubscriptionErrorCode, string>> = {
  sign_in: SUBSCRIPTION_MESSAGES.signIn,
  cancel_failed: SUBSCRIPTION_MESSAGES.cancelFailed,
  resume_failed: SUBSCRIPTION_MESSAGES.resumeFailed,
  access_denied: SUBSCRIPTION_MESSAGES.accessDenied,
  portal_failed: SUBSCRIPTION_MESSAGES.portalFailed,
  no_billing_account: SUBSCRIPTION_MESSAGES.noBillingAccount,
};

/** The message for `?subscriptionError=<code>` on a page showing the panel, or null. */
export function subscriptionErrorFromUrl(url: URL): string | null {
  const code = url.searchParams.get("subscriptionError");
  return code && code in ERROR_TEXT ? ERROR_TEXT[code as SubscriptionErrorCode] : null;
}
