/**
 * The billing e-mails to an owner (issue 13 item 6): a renewal payment failed, and a listing
 * is off the map because its plan ended. Sent by the billing webhooks to the account's own
 * verified address (ADR 048, ADR 051), in the branded layout (ADR 055), in the owner's
 * language (issue 28).
 */
import { BASE_LOCALE, type Locale } from "~/i18n/locales";
import { m } from "~/paraglide/messages";
import { composeEmail, type MailContent } from "./layout";

/** What the billing notices say. */
export interface BillingNotice {
  /** The LAN center's name. */
  centerName: string;
  /** Absolute URL: the dashboard (payment failed) or `/payment?location=...` (plan ended). */
  link: string;
  /** The owner's language (issue 28); English by default. */
  locale?: Locale;
}

/**
 * A renewal payment of the center's plan failed (`invoice.payment_failed`); the link opens the
 * dashboard, where 'Manage billing' updates the card.
 * @returns subject, text ("Manage billing: <link>") and HTML
 */
export function paymentFailedEmail(notice: BillingNotice): Promise<MailContent> {
  const locale = notice.locale ?? BASE_LOCALE;
  const o = { locale };
  const center = notice.centerName;
  return composeEmail({
    subject: m.mail_payment_failed_subject({ center }, o),
    lang: locale,
    blocks: [
      { kind: "paragraph", text: m.mail_payment_failed_body({ center }, o) },
      { kind: "paragraph", text: m.mail_payment_failed_retry({}, o) },
      { kind: "action", label: m.mail_payment_failed_action({}, o), href: notice.link },
    ],
  });
}

/**
 * The center's plan ended (canceled at the end of its period, or unpaid), so its listing is
 * off the map; it keeps its verified status. The link opens `/payment?location=...`.
 * @returns subject, text ("Choose a plan: <link>") and HTML
 */
export function planEndedEmail(notice: BillingNotice): Promise<MailContent> {
  const locale = notice.locale ?? BASE_LOCALE;
  const o = { locale };
  const center = notice.centerName;
  return composeEmail({
    subject: m.mail_plan_ended_subject({ center }, o),
    lang: locale,
    blocks: [
      { kind: "paragraph", text: m.mail_plan_ended_body({ center }, o) },
      { kind: "paragraph", text: m.mail_plan_ended_verified({}, o) },
      { kind: "action", label: m.mail_plan_ended_action({}, o), href: notice.link },
    ],
  });
}
