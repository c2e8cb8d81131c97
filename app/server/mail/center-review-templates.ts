/**
 * E-mails about gamers' reviews of LAN centers (issue 27 items 2 and 3, ADR 087): a new public
 * review to the center's owner, the owner's reply to the reviewer, and an admin's hide or restore
 * to the review's author. In the branded layout (ADR 055); the review's text is quoted as plain
 * text (React escapes it; links are never made).
 */
import { composeEmail, type MailContent } from "./layout";

/** The review a notice is about. */
export interface CenterReviewNotice {
  centerName: string;
  /** 1 to 5. */
  rating: number;
  /** Absolute URL of the review on the center's page. */
  link: string;
}

const stars = (rating: number) => `${rating} of 5 stars`;

/** 'New review of …': to the center's owner when a review becomes public. */
export function newCenterReviewEmail(
  notice: CenterReviewNotice & { body: string },
): Promise<MailContent> {
  return composeEmail({
    subject: `New review of ${notice.centerName}`,
    blocks: [
      {
        kind: "paragraph",
        text: `A gamer reviewed "${notice.centerName}" with ${stars(notice.rating)}.`,
      },
      { kind: "quote", label: "The review", text: notice.body },
      {
        kind: "paragraph",
        text: "You can post one public reply to it on your center's page.",
      },
      { kind: "action", label: "Read and reply", href: notice.link },
    ],
  });
}

/** 'The owner replied': to the reviewer when the owner posts a reply. */
export function reviewReplyEmail(
  notice: CenterReviewNotice & { reply: string },
): Promise<MailContent> {
  return composeEmail({
    subject: `${notice.centerName} replied to your review`,
    blocks: [
      { kind: "paragraph", text: `The owner of "${notice.centerName}" replied to your review.` },
      { kind: "quote", label: "The reply", text: notice.reply },
      { kind: "action", label: "View the review", href: notice.link },
    ],
  });
}

/** 'Your review was hidden': to the author, with the admin's reason. */
export function reviewHiddenEmail(
  notice: CenterReviewNotice & { reason: string; guidelines: string },
): Promise<MailContent> {
  return composeEmail({
    subject: `Your review of ${notice.centerName} was hidden`,
    blocks: [
      {
        kind: "paragraph",
        text: `Our moderators hid your review of "${notice.centerName}". It no longer shows on the center's page.`,
      },
      { kind: "quote", label: "Reason", text: notice.reason },
      {
        kind: "paragraph",
        text: "You can edit your review to follow the review guidelines; a moderator can then restore it.",
      },
      { kind: "action", label: "Read the review guidelines", href: notice.guidelines },
    ],
  });
}

/** 'Your review is back': to the author when an admin restores a hidden review. */
export function reviewRestoredEmail(notice: CenterReviewNotice): Promise<MailContent> {
  return composeEmail({
    subject: `Your review of ${notice.centerName} is visible again`,
    blocks: [
      {
        kind: "paragraph",
        text: `Our moderators restored your review of "${notice.centerName}". It shows on the center's page again.`,
      },
      { kind: "action", label: "View the review", href: notice.link },
    ],
  });
}
