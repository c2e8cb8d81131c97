/**
 * E-mails about gamers' reviews of LAN centers (issue 27 items 2 and 3, ADR 087): a new public
 * review to the center's owner, the owner's reply to the reviewer, and an admin's hide or restore
 * to the review's author. In the branded layout (ADR 055); the review's text is quoted as plain
 * text (React escapes it; links are never made). In the recipient's language (issue 28).
 */
import { BASE_LOCALE, type Locale } from "~/i18n/locales";
import { m } from "~/paraglide/messages";
import { composeEmail, type MailContent } from "./layout";

/** The review a notice is about. */
export interface CenterReviewNotice {
  centerName: string;
  /** 1 to 5. */
  rating: number;
  /** Absolute URL of the review on the center's page. */
  link: string;
  /** The recipient's language (issue 28); English by default. */
  locale?: Locale;
}

function wordsOf(notice: CenterReviewNotice) {
  const locale = notice.locale ?? BASE_LOCALE;
  return { locale, o: { locale }, center: notice.centerName };
}

/** 'New review of …': to the center's owner when a review becomes public. */
export function newCenterReviewEmail(
  notice: CenterReviewNotice & { body: string },
): Promise<MailContent> {
  const { locale, o, center } = wordsOf(notice);
  const stars = m.mail_review_stars({ rating: notice.rating }, o);
  return composeEmail({
    subject: m.mail_review_new_subject({ center }, o),
    lang: locale,
    blocks: [
      { kind: "paragraph", text: m.mail_review_new_body({ center, stars }, o) },
      { kind: "quote", label: m.mail_review_new_quote({}, o), text: notice.body },
      { kind: "paragraph", text: m.mail_review_new_reply({}, o) },
      { kind: "action", label: m.mail_review_new_action({}, o), href: notice.link },
    ],
  });
}

/** 'The owner replied': to the reviewer when the owner posts a reply. */
export function reviewReplyEmail(
  notice: CenterReviewNotice & { reply: string },
): Promise<MailContent> {
  const { locale, o, center } = wordsOf(notice);
  return composeEmail({
    subject: m.mail_review_reply_subject({ center }, o),
    lang: locale,
    blocks: [
      { kind: "paragraph", text: m.mail_review_reply_body({ center }, o) },
      { kind: "quote", label: m.mail_review_reply_quote({}, o), text: notice.reply },
      { kind: "action", label: m.mail_review_view({}, o), href: notice.link },
    ],
  });
}

/** 'Your review was hidden': to the author, with the admin's reason. */
export function reviewHiddenEmail(
  notice: CenterReviewNotice & { reason: string; guidelines: string },
): Promise<MailContent> {
  const { locale, o, center } = wordsOf(notice);
  return composeEmail({
    subject: m.mail_review_hidden_subject({ center }, o),
    lang: locale,
    blocks: [
      { kind: "paragraph", text: m.mail_review_hidden_body({ center }, o) },
      { kind: "quote", label: m.mail_reason({}, o), text: notice.reason },
      { kind: "paragraph", text: m.mail_review_hidden_edit({}, o) },
      { kind: "action", label: m.mail_review_hidden_action({}, o), href: notice.guidelines },
    ],
  });
}

/** 'Your review is back': to the author when an admin restores a hidden review. */
export function reviewRestoredEmail(notice: CenterReviewNotice): Promise<MailContent> {
  const { locale, o, center } = wordsOf(notice);
  return composeEmail({
    subject: m.mail_review_restored_subject({ center }, o),
    lang: locale,
    blocks: [
      { kind: "paragraph", text: m.mail_review_restored_body({ center }, o) },
      { kind: "action", label: m.mail_review_view({}, o), href: notice.link },
    ],
  });
}
