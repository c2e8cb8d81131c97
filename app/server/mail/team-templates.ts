/**
 * Messages to and from the team, in the branded layout (ADR 055): the Steam PC Cafe setup
 * request and its copy to the owner (docs/spec/owner-portal.md §3 "Onboarding request
 * payload"), and a new partner lead (issue 16 point 6). Values are expected on one line
 * (callers strip line breaks from anything that lands in a subject); the lead's message keeps
 * its line breaks and is escaped by React like every other value.
 */
import { composeEmail, type MailContent } from "./layout";

/** The details of a setup request, as the owner typed them in the dialog. */
export interface SetupRequestDetails {
  userName: string;
  userEmail: string;
  lanCenterName: string;
  lanCenterAddress: string;
  /** "(none)" when not given. */
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
 * @returns subject 'Your setup request for {center}', text and HTML
 */
export function setupRequestCopyEmail(
  details: SetupRequestDetails,
  supportEmail: string,
): Promise<MailContent> {
  return composeEmail({
    subject: `Your setup request for ${details.lanCenterName}`,
    replyTo: supportEmail,
    blocks: [
      { kind: "paragraph", text: `Hello ${details.userName},` },
      {
        kind: "paragraph",
        text: "Thank you! We received your Steam PC Cafe setup request and our team will contact you within 1-2 business days.",
      },
      { kind: "details", rows: detailRows(details) },
      { kind: "note", text: `Questions? Write to ${supportEmail}.` },
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
