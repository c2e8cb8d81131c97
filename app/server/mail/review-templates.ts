/**
 * E-mails to owners about review decisions (admin review queue: "the owner gets an
 * e-mail either way"): what was reviewed and what happens next, in the branded layout (ADR 055),
 * in the owner's language (issue 28).
 */
import { BASE_LOCALE, type Locale } from "~/i18n/locales";
import { m } from "~/paraglide/messages";
import { composeEmail, type MailContent } from "./layout";

/** What the owner is told about: a verified or rejected item, with the reason when rejected. */
export interface ReviewNotice {
  kind: "center" | "community" | "party";
  name: string;
  decision: "verified" | "rejected";
  reason?: string;
  /** Absolute URL of the public page (verified centers and parties) or the dashboard. */
  link: string;
  /** The owner's language (issue 28); English by default. */
  locale?: Locale;
}

/** The item's kind in words ("LAN center", "community", "LAN party" in English). */
function kindLabel(kind: ReviewNotice["kind"], locale: Locale): string {
  const o = { locale };
  switch (kind) {
    case "center":
      return m.mail_kind_center({}, o);
    case "community":
      return m.mail_kind_community({}, o);
    case "party":
      return m.mail_kind_party({}, o);
  }
}

/** "Reason: …", "Reason: not given" without one. */
function reasonLine(reason: string | undefined, o: { locale: Locale }): string {
  return m.mail_reason_line({ reason: reason ?? m.mail_reason_none({}, o) }, o);
}

/** Renders the decision e-mail. */
export function reviewEmail(notice: ReviewNotice): Promise<MailContent> {
  const locale = notice.locale ?? BASE_LOCALE;
  const o = { locale };
  const words = { kind: kindLabel(notice.kind, locale), name: notice.name };
  const verified = notice.decision === "verified";
  const subject = verified ? m.mail_verified_subject(words, o) : m.mail_rejected_subject(words, o);
  const lines = verified
    ? [
        m.mail_verified_body(words, o),
        notice.kind === "center" ? m.mail_verified_center({}, o) : m.mail_verified_other({}, o),
      ]
    : [m.mail_rejected_body(words, o), reasonLine(notice.reason, o), m.mail_rejected_edit({}, o)];
  return composeEmail({
    subject,
    lang: locale,
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
  /** The owner's language (issue 28); English by default. */
  locale?: Locale;
}

/** Renders the e-mail about a reviewed edit: changes approved, or not approved with the reason. */
export function changeReviewEmail(notice: ChangeReviewNotice): Promise<MailContent> {
  const locale = notice.locale ?? BASE_LOCALE;
  const o = { locale };
  const words = { kind: kindLabel(notice.kind, locale), name: notice.name };
  const approved = notice.decision === "approved";
  const subject = approved
    ? m.mail_changes_approved_subject(words, o)
    : m.mail_changes_rejected_subject(words, o);
  const lines = approved
    ? [m.mail_changes_approved_body(words, o), m.mail_changes_approved_note({}, o)]
    : [
        m.mail_changes_rejected_body(words, o),
        reasonLine(notice.reason, o),
        m.mail_changes_rejected_note({}, o),
      ];
  return composeEmail({
    subject,
    lang: locale,
    blocks: [
      ...lines.map((text) => ({ kind: "paragraph" as const, text })),
      { kind: "link", href: notice.link },
    ],
  });
}
