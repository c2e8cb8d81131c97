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
import { submitLead } from "./leads.server";

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

/**
 * Stores a lead posted on the page at `path` (a filled honeypot stores nothing).
 * @throws AppError `partners.invalid` (400, per-field messages), `partners.rate_limited` (429)
 *   or `partners.unavailable` (503, the database failed)
 */
export async function submitPartnerLead(input: {
  db: Database;
  path: PartnerPath;
  form: FormData;
  clientAddress: string;
}): Promise<void> {
  const page = pageOrThrow(input.path);
  let result;
  try {
    result = await submitLead(input.db, input.form, {
      program: page.program,
      pagePath: page.path,
      clientAddress: input.clientAddress,
    });
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
