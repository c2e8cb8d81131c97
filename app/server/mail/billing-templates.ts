/**
 * The billing e-mails to an owner (issue 13 item 6): a renewal payment failed, and a listing
 * is off the map because its plan ended. Sent by the billing webhooks to the account's own
 * verified address (ADR 048, ADR 051).
 */
import { escapeHtml } from "./html";
import type { MailContent } from "./templates";

const PRODUCT = "LAN Center Network";

/** What the billing notices say. */
export interface BillingNotice {
  /** The LAN center's name. */
  centerName: string;
  /** Absolute URL: the dashboard (payment failed) or `/payment?location=...` (plan ended). */
  link: string;
}

function render(subject: string, paragraphs: string[], link: string, label: string): MailContent {
  const text = [PRODUCT, "", ...paragraphs.flatMap((p) => [p, ""]), `${label}: ${link}`].join("\n");
  const html = `<!doctype html>
<html lang="en"><body style="font-family:Arial,sans-serif;color:#1f1f2e;background:#f5f5fa;padding:24px">
<div style="max-width:480px;margin:0 auto;background:#fff;border-radius:12px;padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(PRODUCT)}</h1>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n")}
<p><a href="${escapeHtml(link)}" style="color:#4338ca;font-weight:bold">${escapeHtml(label)}</a></p>
</div></body></html>`;
  return { subject, text, html };
}

/**
 * A renewal payment of the center's plan failed (`invoice.payment_failed`); the link opens the
 * dashboard, where 'Manage billing' updates the card.
 * @returns subject, text and HTML; the center name is escaped in the HTML
 */
export function paymentFailedEmail(notice: BillingNotice): MailContent {
  return render(
    `Payment failed for ${notice.centerName}: update your card`,
    [
      `We could not charge your card for the plan of ${notice.centerName}.`,
      "We will try again over the next few days. Update your card with Manage billing on your dashboard so that the listing stays on the map.",
    ],
    notice.link,
    "Manage billing",
  );
}

/**
 * The center's plan ended (canceled at the end of its period, or unpaid), so its listing is
 * off the map; it keeps its verified status. The link opens `/payment?location=...`.
 * @returns subject, text and HTML; the center name is escaped in the HTML
 */
export function planEndedEmail(notice: BillingNotice): MailContent {
  return render(
    `${notice.centerName} is off the map: its plan ended`,
    [
      `The plan of ${notice.centerName} has ended, so the listing is no longer shown on the map.`,
      "It keeps its verified status: choose a plan and it is back on the map as soon as the payment goes through.",
    ],
    notice.link,
    "Choose a plan",
  );
}
