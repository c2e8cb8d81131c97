/**
 * The payment pages' texts in one language (issue 28 item 1, ADR 099): /payment (the plan
 * chooser and its status cards) and /success (Payment Successful, Payment Not Found, the
 * countdown). English repeats today's literals and the billing area's messages exactly (a test
 * compares them). Built by the pages' loaders on the server, so no page ships a catalog.
 *
 * Billing messages stay English where they are raised (`BillingError`, app/lib/subscription-status
 * `SUBSCRIPTION_MESSAGES`); `billingErrors(locale)` maps each English text to the page's language
 * and the page looks its message up in that map (docs/translating.md).
 */
import { SUBSCRIPTION_MESSAGES } from "~/lib/subscription-status";
import { BILLING_ERROR_MESSAGES } from "~/server/billing/errors.server";
import { m } from "~/paraglide/messages";
import { photosLinkText } from "./owner.server";
import { subscriptionStatusWords } from "./owner-panels.server";
import { localizeHref, type Locale } from "./locales";

type Options = { locale: Locale };
type Text = (inputs: Record<string, never>, options: Options) => string;

/** English billing message → its catalog function (app/server/billing/errors.server.ts). */
const BILLING_KEYS: ReadonlyArray<readonly [string, Text]> = [
  [BILLING_ERROR_MESSAGES.access_denied, m.pay_access_denied],
  [BILLING_ERROR_MESSAGES.location_required, m.pay_err_location_required],
  [BILLING_ERROR_MESSAGES.unknown_plan, m.pay_err_unknown_plan],
  [BILLING_ERROR_MESSAGES.already_subscribed, m.pay_err_already_subscribed],
  [BILLING_ERROR_MESSAGES.checkout_failed, m.pay_err_checkout_failed],
  [BILLING_ERROR_MESSAGES.no_checkout_url, m.pay_err_no_checkout_url],
  [BILLING_ERROR_MESSAGES.checkout_unavailable, m.pay_err_checkout_unavailable],
  ["Authentication required. Please create an account first.", m.pay_visitor],
  [SUBSCRIPTION_MESSAGES.signIn, m.pay_err_sign_in],
  [SUBSCRIPTION_MESSAGES.cancelFailed, m.pay_err_cancel_failed],
  [SUBSCRIPTION_MESSAGES.resumeFailed, m.pay_err_resume_failed],
  [SUBSCRIPTION_MESSAGES.portalFailed, m.pay_err_portal_failed],
  [SUBSCRIPTION_MESSAGES.noBillingAccount, m.pay_err_no_billing_account],
];

/** Billing's English messages → the same message in `locale` (English maps to itself). */
export function billingErrors(locale: Locale): Record<string, string> {
  return Object.fromEntries(BILLING_KEYS.map(([english, text]) => [english, text({}, { locale })]));
}

/** A sentence around a mail link: the text before and after `{email}`. */
export interface AroundEmail {
  before: string;
  after: string;
}

const EMAIL_MARK = "\u0000email\u0000";

function aroundEmail(text: (inputs: { email: string }, options: Options) => string, o: Options) {
  const [before = "", after = ""] = text({ email: EMAIL_MARK }, o).split(EMAIL_MARK);
  return { before, after } satisfies AroundEmail;
}

/**
 * Every text of /payment in `locale`.
 * @returns meta, the status cards' texts, the chooser's heading, intro and button texts
 *   (`subscribeTo` keeps `{plan}` for the plan's name), the dashboard links' texts, the localized
 *   `dashboardHref`, and `errors`, the billing message map (English → `locale`)
 */
export function paymentText(locale: Locale) {
  const o = { locale };
  return {
    meta: { title: m.pay_title({}, o), description: m.pay_meta_description({}, o) },
    accessDenied: m.pay_access_denied({}, o),
    visitor: m.pay_visitor({}, o),
    denied: m.pay_denied({}, o),
    signIn: m.pay_sign_in({}, o),
    backToDashboard: m.pay_back_to_dashboard({}, o),
    dashboardHref: localizeHref(locale, "/dashboard"),
    title: m.pay_title({}, o),
    activeSubscription: m.pay_active_subscription({}, o),
    returnToDashboard: m.pay_return_to_dashboard({}, o),
    testMode: m.pay_test_mode({}, o),
    intro: m.pay_intro({}, o),
    redirecting: m.pay_redirecting({}, o),
    subscribe: m.pay_subscribe({}, o),
    /** The button's screen-reader end, '{plan}' kept for the plan's name ("to {plan}"). */
    subscribeTo: m.pay_subscribe_to({ plan: "{plan}" }, o),
    errors: billingErrors(locale),
  };
}

/** The texts of /payment, as the page receives them. */
export type PaymentText = ReturnType<typeof paymentText>;

/**
 * Every text of /success in `locale`.
 * @param seconds the countdown's length: `countdown[n]` is the line for n seconds left (0…seconds)
 * @returns meta, the status cards' texts, the summary's labels, status labels, the mail sentences
 *   split around the address, the photos link's texts and localized links
 */
export function successText(locale: Locale, seconds: number) {
  const o = { locale };
  return {
    meta: { title: m.pay_success_title({}, o), description: m.pay_success_meta({}, o) },
    accessDenied: m.pay_access_denied({}, o),
    denied: m.pay_success_denied({}, o),
    backToDashboard: m.pay_back_to_dashboard({}, o),
    dashboardHref: localizeHref(locale, "/dashboard"),
    notFound: m.pay_not_found({}, o),
    registerCenter: m.pay_register_center({}, o),
    registerHref: localizeHref(locale, "/registration-choice"),
    notFoundText: aroundEmail(m.pay_not_found_text, o),
    heading: m.pay_success_heading({}, o),
    processing: m.pay_processing({}, o),
    nextPhotos: m.pay_next_photos({}, o),
    photos: photosLinkText(locale),
    questions: aroundEmail(m.pay_questions, o),
    lanCenter: m.pay_lan_center({}, o),
    plan: m.pay_plan({}, o),
    status: m.pay_status({}, o),
    unknownPlan: m.pay_unknown_plan({}, o),
    nextBilling: m.pay_next_billing({}, o),
    expires: m.pay_expires({}, o),
    statuses: subscriptionStatusWords(locale),
    countdown: Array.from({ length: seconds + 1 }, (_, count) => m.pay_countdown({ count }, o)),
    goToDashboard: m.pay_go_dashboard({}, o),
    stay: m.pay_stay({}, o),
  };
}

/** The texts of /success, as the page receives them. */
export type SuccessText = ReturnType<typeof successText>;
