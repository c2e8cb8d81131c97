/**
 * Account e-mails in the branded layout (ADR 055): the 6-digit codes (docs/spec/public-site.md
 * §9: 6 digits, 1 hour), the notice to the old address after an e-mail change, the notice after
 * a password change, and the duplicate-payment refund notice.
 */
import { composeEmail, PRODUCT, type MailContent } from "./layout";
import { BASE_LOCALE, type Locale } from "~/i18n/locales";
import { m } from "~/paraglide/messages";

export type { MailContent } from "./layout";

/** The purposes a code is sent for; better-auth's emailOTP `type` values. */
export type CodePurpose = "email-verification" | "forget-password" | "change-email" | "sign-in";

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
 * The sign-up code e-mail's own words in `locale` (issue 28 item 2: an account's e-mails are in
 * its language; the sweep translates the other purposes).
 */
function verificationWords(locale: Locale) {
  const o = { locale };
  return {
    subject: m.mail_verify_subject({ product: PRODUCT }, o),
    intro: m.mail_verify_intro({ product: PRODUCT }, o),
    ignore: m.mail_verify_ignore({}, o),
  };
}

/**
 * Renders the code e-mail for `purpose`.
 * @param expiresInMinutes shown as "expires in 1 hour" for 60 (plural rules of `locale`)
 * @param locale the language of the account (issue 28); the sign-up code e-mail and the
 *   expiry lines are translated, the other purposes' texts are English until the sweep
 * @returns subject, text ("Your code: 123456") and HTML
 */
export function codeEmail(
  purpose: CodePurpose,
  code: string,
  expiresInMinutes = 60,
  locale: Locale = BASE_LOCALE,
): Promise<MailContent> {
  const { subject, intro, ignore } =
    purpose === "email-verification" ? verificationWords(locale) : purposes[purpose];
  const o = { locale };
  const expiry =
    expiresInMinutes % 60 === 0
      ? m.mail_code_hours({ count: expiresInMinutes / 60 }, o)
      : m.mail_code_minutes({ count: expiresInMinutes }, o);
  return composeEmail({
    subject,
    preview: m.mail_code_preview({ expiry }, o),
    lang: locale,
    blocks: [
      { kind: "paragraph", text: intro },
      { kind: "code", code, label: m.mail_code_label({}, o) },
      { kind: "paragraph", text: m.mail_code_expiry_note({ expiry }, o) },
      { kind: "note", text: ignore },
    ],
  });
}

/**
 * The notice sent to the old address after an e-mail change (the Email Settings tab), so the owner
 * of that address learns of a change they did not make.
 */
export function emailChangedNotice(oldEmail: string, newEmail: string): Promise<MailContent> {
  return composeEmail({
    subject: `Your ${PRODUCT} e-mail address was changed`,
    blocks: [
      {
        kind: "paragraph",
        text: `The e-mail address of your ${PRODUCT} account was changed from ${oldEmail} to ${newEmail}.`,
      },
      {
        kind: "note",
        text: "If you made this change, there is nothing to do. If you did not, contact our support team at once.",
      },
    ],
  });
}

/** Why a password changed: in the Security tab, or with a reset code. */
export type PasswordChangeWay = "changed" | "reset";

/**
 * The notice sent to an account's own address after its password changed (Security tab or
 * reset with a code), as every major service does (issue 16 point 6).
 * @param input.email the account's address, named in the text
 * @param input.way "changed" (signed in, Security tab) or "reset" (with an e-mailed code)
 * @param input.supportEmail where to write when it was not them
 */
export function passwordChangedEmail(input: {
  email: string;
  way: PasswordChangeWay;
  supportEmail: string;
}): Promise<MailContent> {
  const how =
    input.way === "reset"
      ? "was reset with a code sent to this address"
      : "was changed from the account's Security settings";
  return composeEmail({
    subject: `Your ${PRODUCT} password was changed`,
    blocks: [
      {
        kind: "paragraph",
        text: `The password of your ${PRODUCT} account (${input.email}) ${how}. Other devices were signed out.`,
      },
      {
        kind: "note",
        text: `If you made this change, there is nothing to do. If you did not, reset your password at once and write to ${input.supportEmail}.`,
      },
    ],
  });
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
 * @returns subject, text and HTML (the center name escaped by React in the HTML)
 */
export function duplicatePaymentRefundedEmail(notice: DuplicateRefundNotice): Promise<MailContent> {
  const amount = new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: notice.currency.toUpperCase(),
  }).format(notice.amountCents / 100);
  return composeEmail({
    subject: `Your second payment for ${notice.centerName} was refunded`,
    blocks: [
      {
        kind: "paragraph",
        text: `${notice.centerName} was paid for twice on ${PRODUCT}, for example from two open checkout pages. The center keeps its first subscription.`,
      },
      {
        kind: "paragraph",
        text: `We canceled the second subscription and refunded its payment of ${amount} in full. Depending on your bank, the refund shows on your statement within 5 to 10 business days.`,
      },
      { kind: "note", text: "There is nothing you need to do." },
    ],
  });
}
