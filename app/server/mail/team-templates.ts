/**
 * Messages to and from the team, in the branded layout (ADR 055): the Steam PC Cafe setup
 * request and its copy to the owner (docs/spec/owner-portal.md §3 "Onboarding request
 * payload"), a new partner lead (issue 16 point 6) and the one-time report of community names
 * shared by different organisers (issue 23 item 3, ADR 070). Values are expected on one line
 * (callers strip line breaks from anything that lands in a subject); the lead's message keeps
 * its line breaks and is escaped by React like every other value. Mail to the team stays English;
 * the owner's copy of a setup request is in the owner's language (issue 28).
 */
import { BASE_LOCALE, type Locale } from "~/i18n/locales";
import { m } from "~/paraglide/messages";
import { composeEmail, type MailContent } from "./layout";

/** A setup request's website when none was given (the owner's copy says it in its language). */
export const NO_WEBSITE = "(none)";

/** The details of a setup request, as the owner typed them in the dialog. */
export interface SetupRequestDetails {
  userName: string;
  userEmail: string;
  lanCenterName: string;
  lanCenterAddress: string;
  /** "(none)" ({@link NO_WEBSITE}) when not given. */
  website: string;
}

function detailRows(d: SetupRequestDetails): Array<readonly [string, string]> {
  return [
    ["Name", d.userName],
    ["E-mail", d.userEmail],
    ["LAN center", d.lanCenterName],
    ["Location", d.lanCenterAddress],
    ["Website", d.website],
  ];
}

/**
 * The setup request to the team: reply-to is the typed contact address.
 * @returns subject 'Steam PC Cafe setup request: {center}', text and HTML
 */
export function setupRequestTeamEmail(details: SetupRequestDetails): Promise<MailContent> {
  return composeEmail({
    subject: `Steam PC Cafe setup request: ${details.lanCenterName}`,
    replyTo: details.userEmail,
    blocks: [
      { kind: "paragraph", text: "A LAN center owner asks for Steam PC Cafe setup." },
      { kind: "details", rows: detailRows(details) },
      { kind: "note", text: "Reply to this e-mail to reach the owner." },
    ],
  });
}

/**
 * The copy of a setup request to the owner's own account address; reply-to is the team.
 * @param locale the owner's language (issue 28); English by default
 * @returns subject 'Your setup request for {center}', text and HTML
 */
export function setupRequestCopyEmail(
  details: SetupRequestDetails,
  supportEmail: string,
  locale: Locale = BASE_LOCALE,
): Promise<MailContent> {
  const o = { locale };
  return composeEmail({
    subject: m.mail_setup_copy_subject({ center: details.lanCenterName }, o),
    replyTo: supportEmail,
    lang: locale,
    blocks: [
      { kind: "paragraph", text: m.mail_setup_copy_hello({ name: details.userName }, o) },
      { kind: "paragraph", text: m.mail_setup_copy_thanks({}, o) },
      {
        kind: "details",
        rows: [
          [m.mail_setup_row_name({}, o), details.userName],
          [m.mail_setup_row_email({}, o), details.userEmail],
          [m.mail_setup_row_center({}, o), details.lanCenterName],
          [m.mail_setup_row_location({}, o), details.lanCenterAddress],
          [
            m.mail_setup_row_website({}, o),
            details.website === NO_WEBSITE ? m.mail_setup_none({}, o) : details.website,
          ],
        ],
      },
      { kind: "note", text: m.mail_setup_copy_questions({ supportEmail }, o) },
    ],
  });
}

/** A partner lead as the team is told about it. */
export interface PartnerLeadDetails {
  name: string;
  email: string;
  organization: string;
  /** The venue type's label, e.g. "LAN center". */
  venueType: string;
  /** The partner program, e.g. "gizmo". */
  program: string;
  /** The page the form was sent from, e.g. "/signup-gizmo". */
  pagePath: string;
  /** What they wrote; may be empty and may span lines. */
  message: string;
}

/**
 * The team's notice of a new partner lead; reply-to is the lead's address.
 * @returns subject 'New partner lead: {organization}', text and HTML
 */
export function partnerLeadEmail(lead: PartnerLeadDetails): Promise<MailContent> {
  return composeEmail({
    subject: `New partner lead: ${lead.organization}`,
    replyTo: lead.email,
    blocks: [
      { kind: "paragraph", text: `A partner lead arrived from ${lead.pagePath}.` },
      {
        kind: "details",
        rows: [
          ["Name", lead.name],
          ["E-mail", lead.email],
          ["Organization", lead.organization],
          ["Venue type", lead.venueType],
          ["Program", lead.program],
          ["Source page", lead.pagePath],
        ],
      },
      { kind: "quote", label: "Message", text: lead.message || "(no message)" },
      { kind: "note", text: `Reply to this e-mail to reach ${lead.name}.` },
    ],
  });
}

/** One community in a group of lookalike names held by different organisers (ADR 070). */
export interface SharedNameCommunity {
  id: string;
  name: string;
  /** The organiser as the team knows them: e-mail or display name, or "no organiser". */
  organiser: string;
  createdAt: Date;
}

/**
 * The one-time report to the team of community names that different organisers already held
 * when one owner per name came in (issue 23 item 3, ADR 070): each group with its communities.
 * Nothing was changed; the team decides with the organisers.
 * @param groups each group's communities, oldest first
 * @returns subject 'Community names shared by different organisers: {n}', text and HTML
 */
export function sharedCommunityNamesEmail(
  groups: readonly (readonly SharedNameCommunity[])[],
): Promise<MailContent> {
  return composeEmail({
    subject: `Community names shared by different organisers: ${groups.length}`,
    blocks: [
      {
        kind: "paragraph",
        text: "Each group below is communities of different organisers whose names look the same (case, spaces, accents, punctuation, invisible characters and lookalike letters ignored). They were created before one owner per community name was enforced; nothing was changed.",
      },
      ...groups.flatMap((group, index) => [
        { kind: "paragraph" as const, text: `Group ${index + 1}` },
        {
          kind: "details" as const,
          rows: group.map(
            (community) =>
              [
                community.name,
                `${community.organiser}, created ${community.createdAt.toISOString().slice(0, 10)}, id ${community.id}`,
              ] as const,
          ),
        },
      ]),
      {
        kind: "note",
        text: "New names are refused when they look like another organiser's. This report is sent once per group.",
      },
    ],
  });
}

/** What the daily admin mail lists (issue 24 item 9). */
export interface AdminDigest {
  /** The day it covers, `YYYY-MM-DD` (the 24 hours up to 07:00 UTC that day). */
  day: string;
  /** Items waiting in the review queue, per kind. */
  waiting: { centers: number; communities: number; parties: number; edits: number };
  /** Subscriptions started and ended in those 24 hours. */
  subscriptions: { started: number; ended: number };
  /** The review queue's address. */
  reviewUrl: string;
}

/**
 * The daily mail to the team: what waits in review and the day's new and ended subscriptions.
 * @returns subject 'Daily summary {day}: {n} waiting for review', text and HTML
 */
export function adminDigestEmail(digest: AdminDigest): Promise<MailContent> {
  const { waiting, subscriptions } = digest;
  const total = waiting.centers + waiting.communities + waiting.parties + waiting.edits;
  return composeEmail({
    subject: `Daily summary ${digest.day}: ${total} waiting for review`,
    blocks: [
      { kind: "paragraph", text: "Waiting for review:" },
      {
        kind: "details",
        rows: [
          ["LAN centers", String(waiting.centers)],
          ["Communities", String(waiting.communities)],
          ["LAN parties", String(waiting.parties)],
          ["Edits of verified listings", String(waiting.edits)],
        ],
      },
      { kind: "paragraph", text: "Subscriptions in the last 24 hours:" },
      {
        kind: "details",
        rows: [
          ["Started", String(subscriptions.started)],
          ["Ended", String(subscriptions.ended)],
        ],
      },
      { kind: "action", label: "Open the review queue", href: digest.reviewUrl },
    ],
  });
}
