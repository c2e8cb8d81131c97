/**
 * E-mail templates for the codes (mail and the dev outbox): text and HTML with the product name,
 * the code, what it is for and when it expires (docs/spec/public-site.md §9: 6 digits, 1 hour).
 */
import { escapeHtml } from "./html";

/** The purposes a code is sent for; better-auth's emailOTP `type` values. */
export type CodePurpose = "email-verification" | "forget-password" | "change-email" | "sign-in";

/** A rendered message without sender or recipient. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
  /** Where replies go (e.g. the owner of a setup request); the outbox does not keep it. */
  replyTo?: string;
}

const PRODUCT = "LAN Center Network";

const purposes: Record<CodePurpose, { subject: string; intro: string; ignore: string }> = {
  "email-verification": {
    subject: `Your ${PRODUCT} verification code`,
    intro: `Use this code to confirm your e-mail address and finish creating your ${PRODUCT} account.`,
    ignore: "If you did not create an account, you can ignore this e-mail.",
  },
  "forget-password": {
    subject: `Your ${PRODUCT} password reset code`,
    intro: `Use this code to reset the password of your ${PRODUCT} account.`,
    ignore:
      "If you did not ask to reset your password, you can ignore this e-mail; your password stays the same.",
  },
  "change-email": {
    subject: `Confirm your new e-mail address for ${PRODUCT}`,
    intro: `Use this code to confirm this address as the new e-mail of your ${PRODUCT} account.`,
    ignore: "If you did not ask to change your e-mail address, you can ignore this e-mail.",
  },
  "sign-in": {
    subject: `Your ${PRODUCT} sign-in code`,
    intro: `Use this code to sign in to ${PRODUCT}.`,
    ignore: "If you did not try to sign in, you can ignore this e-mail.",
  },
};

/**
 * Renders the code e-mail for `purpose`.
 * @param expiresInMinutes shown as "expires in 1 hour" for 60
 */
export function codeEmail(purpose: CodePurpose, code: string, expiresInMinutes = 60): MailContent {
  const { subject, intro, ignore } = purposes[purpose];
  const expiry =
    expiresInMinutes % 60 === 0
      ? `${expiresInMinutes / 60} hour${expiresInMinutes === 60 ? "" : "s"}`
      : `${expiresInMinutes} minutes`;
  const text = [
    PRODUCT,
    "",
    intro,
    "",
    `Your code: ${code}`,
    "",
    `This code expires in ${expiry}. Never share it with anyone.`,
    ignore,
  ].join("\n");
  const html = `<!doctype html>
<html lang="en"><body style="font-family:Arial,sans-serif;color:#1f1f2e;background:#f5f5fa;padding:24px">
<div style="max-width:480px;margin:0 auto;background:#fff;border-radius:12px;padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(PRODUCT)}</h1>
<p>${escapeHtml(intro)}</p>
<p style="font-size:32px;font-weight:bold;letter-spacing:6px;margin:24px 0">${escapeHtml(code)}</p>
<p>This code expires in ${escapeHtml(expiry)}. Never share it with anyone.</p>
<p style="color:#555">${escapeHtml(ignore)}</p>
</div></body></html>`;
  return { subject, text, html };
}

/**
 * The notice sent to the old address after an e-mail change (the Email Settings tab), so the owner
 * of that address learns of a change they did not make.
 */
export function emailChangedNotice(oldEmail: string, newEmail: string): MailContent {
  const subject = `Your ${PRODUCT} e-mail address was changed`;
  const intro = `The e-mail address of your ${PRODUCT} account was changed from ${oldEmail} to ${newEmail}.`;
  const help =
    "If you made this change, there is nothing to do. If you did not, contact our support team at once.";
  const text = [PRODUCT, "", intro, "", help].join("\n");
  const html = `<!doctype html>
<html lang="en"><body style="font-family:Arial,sans-serif;color:#1f1f2e;background:#f5f5fa;padding:24px">
<div style="max-width:480px;margin:0 auto;background:#fff;border-radius:12px;padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(PRODUCT)}</h1>
<p>${escapeHtml(intro)}</p>
<p style="color:#555">${escapeHtml(help)}</p>
</div></body></html>`;
  return { subject, text, html };
}

/** What the duplicate-payment notice says (issue 18 item 3). */
export interface DuplicateRefundNotice {
  /** The LAN center that was paid for twice. */
  centerName: string;
  /** The refunded amount in integer cents (1000 = 10.00 USD); 0 when nothing was charged. */
  amountCents: number;
  /** ISO currency code, e.g. "usd". */
  currency: string;
}

/**
 * The notice sent to an owner's own verified address after a second payment for one LAN
 * center was refunded automatically and its subscription canceled (ADR 032).
 * @returns subject, text and HTML; the center name is escaped in the HTML
 */
export function duplicatePaymentRefundedEmail(notice: DuplicateRefundNotice): MailContent {
  const amount = new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: notice.currency.toUpperCase(),
  }).format(notice.amountCents / 100);
  const subject = `Your second payment for ${notice.centerName} was refunded`;
  const intro = `${notice.centerName} was paid for twice on ${PRODUCT}, for example from two open checkout pages. The center keeps its first subscription.`;
  const refunded = `We canceled the second subscription and refunded its payment of ${amount} in full. Depending on your bank, the refund shows on your statement within 5 to 10 business days.`;
  const help = "There is nothing you need to do.";
  const text = [PRODUCT, "", intro, "", refunded, "", help].join("\n");
  const html = `<!doctype html>
<html lang="en"><body style="font-family:Arial,sans-serif;color:#1f1f2e;background:#f5f5fa;padding:24px">
<div style="max-width:480px;margin:0 auto;background:#fff;border-radius:12px;padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(PRODUCT)}</h1>
<p>${escapeHtml(intro)}</p>
<p>${escapeHtml(refunded)}</p>
<p style="color:#555">${escapeHtml(help)}</p>
</div></body></html>`;
  return { subject, text, html };
}
