/**
 * Account e-mails in the branded layout (ADR 055), in the account's language (issue 28): the 6-digit codes (docs/spec/public-site.md
 * §9: 6 digits, 1 hour), the notice to the old address after an e-mail change, the notice after
 * a password change, and the duplicate-payment refund notice.
 */
import { mailAmount } from "./format";
import { composeEmail, PRODUCT, type MailContent } from "./layout";
import { BASE_LOCALE, type Locale } from "~/i18n/locales";
import { m } from "~/paraglide/messages";

export type { MailContent } from "./layout";

/** The purposes a code is sent for; better-auth's emailOTP `type` values. */
export type CodePurpose = "email-verification" | "forget-password" | "change-email" | "sign-in";

/**
 * A code e-mail's own words for `purpose` in `locale` (issue 28 item 2: an account's e-mails
 * are in its language; English is the spec's text, `messages/en.json`).
 */
function purposeWords(purpose: CodePurpose, locale: Locale) {
  const o = { locale };
  const product = { product: PRODUCT };
  switch (purpose) {
    case "email-verification":
      return {
        subject: m.mail_verify_subject(product, o),
        intro: m.mail_verify_intro(product, o),
        ignore: m.mail_verify_ignore({}, o),
      };
    case "forget-password":
      return {
        subject: m.mail_reset_subject(product, o),
        intro: m.mail_reset_intro(product, o),
        ignore: m.mail_reset_ignore({}, o),
      };
    case "change-email":
      return {
        subject: m.mail_change_subject(product, o),
        intro: m.mail_change_intro(product, o),
        ignore: m.mail_change_ignore({}, o),
      };
    case "sign-in":
      return {
        subject: m.mail_signin_subject(product, o),
        intro: m.mail_signin_intro(product, o),
        ignore: m.mail_signin_ignore({}, o),
      };
  }
}

/**
 * Renders the code e-mail for `purpose`.
 * @param expiresInMinutes shown as "expires in 1 hour" for 60 (plural rules of `locale`)
 * @param locale the language of the account (issue 28): every purpose is translated
 * @returns subject, text ("Your code: 123456") and HTML
 */
export function codeEmail(
  purpose: CodePurpose,
  code: string,
  expiresInMinutes = 60,
  locale: Locale = BASE_LOCALE,
): Promise<MailContent> {
  const { subject, intro, ignore } = purposeWords(purpose, locale);
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
 * @param locale the account's language (issue 28); English by default
 */
export function emailChangedNotice(
  oldEmail: string,
  newEmail: string,
  locale: Locale = BASE_LOCALE,
): Promise<MailContent> {
  const o = { locale };
  return composeEmail({
    subject: m.mail_email_changed_subject({ product: PRODUCT }, o),
    lang: locale,
    blocks: [
      {
        kind: "paragraph",
        text: m.mail_email_changed_body({ product: PRODUCT, oldEmail, newEmail }, o),
      },
      { kind: "note", text: m.mail_email_changed_note({}, o) },
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
 * @param input.locale the account's language (issue 28); English by default
 */
export function passwordChangedEmail(input: {
  email: string;
  way: PasswordChangeWay;
  supportEmail: string;
  locale?: Locale;
}): Promise<MailContent> {
  const locale = input.locale ?? BASE_LOCALE;
  const o = { locale };
  const facts = { product: PRODUCT, email: input.email };
  return composeEmail({
    subject: m.mail_password_subject({ product: PRODUCT }, o),
    lang: locale,
    blocks: [
      {
        kind: "paragraph",
        text:
          input.way === "reset"
            ? m.mail_password_body_reset(facts, o)
            : m.mail_password_body_changed(facts, o),
      },
      { kind: "note", text: m.mail_password_note({ supportEmail: input.supportEmail }, o) },
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
  /** The owner's language (issue 28); English by default. */
  locale?: Locale;
}

/**
 * The notice sent to an owner's own verified address after a second payment for one LAN
 * center was refunded automatically and its subscription canceled (ADR 032).
 * @returns subject, text and HTML (the center name escaped by React in the HTML)
 */
export function duplicatePaymentRefundedEmail(notice: DuplicateRefundNotice): Promise<MailContent> {
  const locale = notice.locale ?? BASE_LOCALE;
  const o = { locale };
  const center = notice.centerName;
  return composeEmail({
    subject: m.mail_refund_subject({ center }, o),
    lang: locale,
    blocks: [
      { kind: "paragraph", text: m.mail_refund_body({ center, product: PRODUCT }, o) },
      {
        kind: "paragraph",
        text: m.mail_refund_amount(
          { amount: mailAmount(notice.amountCents, notice.currency, locale) },
          o,
        ),
      },
      { kind: "note", text: m.mail_refund_nothing({}, o) },
    ],
  });
}
