/**
 * The billing e-mails to an owner (issue 13 item 6): a renewal payment failed, and a listing
 * is off the map because its plan ended. Sent by the billing webhooks to the account's own
 * verified address (ADR 048, ADR 051), in the branded layout (ADR 055).
 */
import { composeEmail, type MailContent } from "./layout";

/** What the billing notices say. */
export interface BillingNotice {
  /** The LAN center's name. */
  centerName: string;
  /** Absolute URL: the dashboard (payment failed) or `/payment?location=...` (plan ended). */
  link: string;
}

/**
 * A renewal payment of the center's plan failed (`invoice.payment_failed`); the link opens the
 * dashboard, where 'Manage billing' updates the card.
 * @returns subject, text ("Manage billing: <link>") and HTML
 */
export function paymentFailedEmail(notice: BillingNotice): Promise<MailContent> {
  return composeEmail({
    subject: `Payment failed for ${notice.centerName}: update your card`,
    blocks: [
      {
        kind: "paragraph",
        text: `We could not charge your card for the plan of ${notice.centerName}.`,
      },
      {
        kind: "paragraph",
        text: "We will try again over the next few days. Update your card with Manage billing on your dashboard so that the listing stays on the map.",
      },
      { kind: "action", label: "Manage billing", href: notice.link },
    ],
  });
}

/**
 * The center's plan ended (canceled at the end of its period, or unpaid), so its listing is
 * off the map; it keeps its verified status. The link opens `/payment?location=...`.
 * @returns subject, text ("Choose a plan: <link>") and HTML
 */
export function planEndedEmail(notice: BillingNotice): Promise<MailContent> {
  return composeEmail({
    subject: `${notice.centerName} is off the map: its plan ended`,
    blocks: [
      {
        kind: "paragraph",
        text: `The plan of ${notice.centerName} has ended, so the listing is no longer shown on the map.`,
      },
      {
        kind: "paragraph",
        text: "It keeps its verified status: choose a plan and it is back on the map as soon as the payment goes through.",
      },
      { kind: "action", label: "Choose a plan", href: notice.link },
    ],
  });
}
