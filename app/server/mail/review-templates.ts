/**
 * E-mails to owners about review decisions (admin review queue: "the owner gets an
 * e-mail either way"): what was reviewed and what happens next, in the branded layout (ADR 055).
 */
import { composeEmail, type MailContent } from "./layout";

/** What the owner is told about: a verified or rejected item, with the reason when rejected. */
export interface ReviewNotice {
  kind: "center" | "community" | "party";
  name: string;
  decision: "verified" | "rejected";
  reason?: string;
  /** Absolute URL of the public page (verified centers and parties) or the dashboard. */
  link: string;
}

const kindLabel = { center: "LAN center", community: "community", party: "LAN party" } as const;

/** Renders the decision e-mail. */
export function reviewEmail(notice: ReviewNotice): Promise<MailContent> {
  const label = kindLabel[notice.kind];
  const verified = notice.decision === "verified";
  const subject = verified
    ? `Your ${label} "${notice.name}" is verified`
    : `Your ${label} "${notice.name}" was not approved`;
  const lines = verified
    ? [
        `Good news: our team reviewed and verified your ${label} "${notice.name}".`,
        notice.kind === "center"
          ? "It now appears on the LAN Center Network map once its community is verified too."
          : "It is now visible to gamers on LAN Center Network.",
      ]
    : [
        `Our team reviewed your ${label} "${notice.name}" and could not approve it yet.`,
        `Reason: ${notice.reason ?? "not given"}`,
        "You can edit it from your dashboard and our team will review it again.",
      ];
  return composeEmail({
    subject,
    blocks: [
      ...lines.map((text) => ({ kind: "paragraph" as const, text })),
      { kind: "link", href: notice.link },
    ],
  });
}

/** What the owner is told about a reviewed edit of a verified item (ADR 053). */
export interface ChangeReviewNotice {
  kind: "center" | "community" | "party";
  /** The item's public name after the decision. */
  name: string;
  decision: "approved" | "rejected";
  reason?: string;
  /** Absolute URL of the public page (approved centers and parties) or the dashboard. */
  link: string;
}

/** Renders the e-mail about a reviewed edit: changes approved, or not approved with the reason. */
export function changeReviewEmail(notice: ChangeReviewNotice): Promise<MailContent> {
  const label = kindLabel[notice.kind];
  const approved = notice.decision === "approved";
  const subject = approved
    ? `Your changes to ${label} "${notice.name}" are approved`
    : `Your changes to ${label} "${notice.name}" were not approved`;
  const lines = approved
    ? [
        `Our team reviewed and approved your changes to your ${label} "${notice.name}".`,
        "Gamers on LAN Center Network now see the new details.",
      ]
    : [
        `Our team reviewed your changes to your ${label} "${notice.name}" and could not approve them.`,
        `Reason: ${notice.reason ?? "not given"}`,
        "The public listing keeps its last approved details. You can edit it again from your dashboard.",
      ];
  return composeEmail({
    subject,
    blocks: [
      ...lines.map((text) => ({ kind: "paragraph" as const, text })),
      { kind: "link", href: notice.link },
    ],
  });
}
