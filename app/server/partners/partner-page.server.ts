/**
 * Server side of the six partner 'Join Our Network' pages (ADR 011): which
 * right panel a page shows (HubSpot embed when the portal and that page's form id are
 * configured, our own lead form otherwise) and the lead form's submission.
 */
import { findPartnerPage, type PartnerPage, type PartnerPath } from "~/content/partners";
import { LEAD_MESSAGES } from "~/lib/partner-lead-answer";
import type { AppConfig } from "../config.server";
import type { Database } from "../db/client.server";
import { AppError, reasonOf } from "../errors/app-error";
import type { PartnerLead } from "~/lib/partner-lead";
import { leadVenueTypes } from "~/lib/partner-lead-fields";
import { guardMailer, partnerLeadEmail, type Mailer } from "../mail/index.server";
import { submitLead, type LeadOrigin } from "./leads.server";

/** The right panel of a partner page. */
export type PartnerFormSetup =
  { kind: "hubspot"; portalId: string; formId: string; region: string } | { kind: "lead" };

/** Loader data of a partner page. */
export interface PartnerPageData {
  form: PartnerFormSetup;
  supportEmail: string;
}

function pageOrThrow(path: PartnerPath): PartnerPage {
  const page = findPartnerPage(path);
  if (!page) throw new Error(`Unknown partner page: ${path}`);
  return page;
}

/**
 * Decides the right panel for the page at `path`.
 * @param settings the HubSpot settings and the support address
 * @throws Error for a path without content (a programming error)
 */
export function loadPartnerPage(
  path: PartnerPath,
  settings: { hubspot: AppConfig["hubspot"]; supportEmail: string },
): PartnerPageData {
  const page = pageOrThrow(path);
  const { hubspot, supportEmail } = settings;
  const formId = hubspot.formIds[page.hubspotFormEnvKey];
  const form: PartnerFormSetup =
    hubspot.portalId && formId
      ? { kind: "hubspot", portalId: hubspot.portalId, formId, region: hubspot.region }
      : { kind: "lead" };
  return { form, supportEmail };
}

/** Removes line breaks so a value cannot start a new header line in a subject. */
function oneLine(value: string): string {
  return value.replace(/[\r\n]+/g, " ").trim();
}

/**
 * E-mails the team (the configured support address, a `team` recipient under guardMailer,
 * ADR 048) about one stored lead, with reply-to the lead's address.
 * @throws MailDeliveryError when the message could not be sent or stored
 */
export async function mailLeadToTeam(
  deps: { mailer: Mailer; supportEmail: string },
  lead: PartnerLead,
  origin: Omit<LeadOrigin, "clientAddress">,
): Promise<void> {
  const venueType =
    leadVenueTypes.find((type) => type.id === lead.venueType)?.label ?? lead.venueType;
  const content = await partnerLeadEmail({
    name: oneLine(lead.name),
    email: oneLine(lead.email),
    organization: oneLine(lead.organization),
    venueType,
    program: origin.program,
    pagePath: origin.pagePath,
    message: lead.message,
  });
  await guardMailer(deps.mailer, { teamAddresses: [deps.supportEmail] }).send(
    { kind: "team", email: deps.supportEmail },
    content,
  );
}

/**
 * Stores a lead posted on the page at `path` (a filled honeypot stores nothing) and, when a
 * mailer is given, e-mails the team about it (within the per-client limit; a mail failure is
 * logged and the lead stays stored).
 * @throws AppError `partners.invalid` (400, per-field messages), `partners.rate_limited` (429)
 *   or `partners.unavailable` (503, the database failed)
 */
export async function submitPartnerLead(input: {
  db: Database;
  path: PartnerPath;
  form: FormData;
  clientAddress: string;
  /** The mailer and team address for the lead notice; no notice without it. */
  notice?: { mailer: Mailer; supportEmail: string };
}): Promise<void> {
  const page = pageOrThrow(input.path);
  const { notice } = input;
  let result;
  try {
    result = await submitLead(
      input.db,
      input.form,
      { program: page.program, pagePath: page.path, clientAddress: input.clientAddress },
      notice ? (lead, origin) => mailLeadToTeam(notice, lead, origin) : undefined,
    );
  } catch (error) {
    console.error(`partner lead: ${reasonOf(error)}`);
    throw new AppError("partners.unavailable", LEAD_MESSAGES.failed, 503, { cause: error });
  }
  if (result.status === "invalid") {
    throw new AppError("partners.invalid", LEAD_MESSAGES.invalid, 400, {
      fieldErrors: result.errors,
    });
  }
  if (result.status === "rate-limited") {
    throw new AppError("partners.rate_limited", LEAD_MESSAGES.rateLimited, 429);
  }
}
