/**
 * Server side of the six partner 'Join Our Network' pages (issue 3 item 6; ADR 011): which
 * right panel a page shows (HubSpot embed when the portal and that page's form id are
 * configured, our own lead form otherwise) and the lead form's action.
 */
import type { RouterContextProvider } from "react-router";
import { findPartnerPage, type PartnerPage, type PartnerPath } from "~/content/partners";
import { clientIpContext } from "~/lib/client-ip";
import { leadValuesFrom, type LeadValues } from "~/lib/partner-lead";
import { getConfig } from "../config.server";
import { readFormData } from "../http/form-data.server";
import { getDb } from "../runtime.server";
import { submitLead, type LeadSubmission } from "./leads.server";

/** The right panel of a partner page. */
export type PartnerFormSetup =
  { kind: "hubspot"; portalId: string; formId: string; region: string } | { kind: "lead" };

/** Loader data of a partner page. */
export interface PartnerPageData {
  form: PartnerFormSetup;
  supportEmail: string;
}

/** Result of the lead form action, including a database failure with the values kept. */
export type PartnerLeadResult = LeadSubmission | { status: "error"; values: LeadValues };

function pageOrThrow(path: PartnerPath): PartnerPage {
  const page = findPartnerPage(path);
  if (!page) throw new Error(`Unknown partner page: ${path}`);
  return page;
}

/**
 * Decides the right panel for the page at `path`.
 * @throws Error for a path without content (a programming error)
 */
export function loadPartnerPage(path: PartnerPath): PartnerPageData {
  const page = pageOrThrow(path);
  const { hubspot, supportEmail } = getConfig();
  const formId = hubspot.formIds[page.hubspotFormEnvKey];
  const form: PartnerFormSetup =
    hubspot.portalId && formId
      ? { kind: "hubspot", portalId: hubspot.portalId, formId, region: hubspot.region }
      : { kind: "lead" };
  return { form, supportEmail };
}

/**
 * Handles a lead form post on the page at `path`; never throws for bad input or a database
 * failure (the result says what happened and carries the typed values).
 */
export async function handlePartnerLead(
  path: PartnerPath,
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<PartnerLeadResult> {
  const page = pageOrThrow(path);
  const form = await readFormData(request);
  try {
    return await submitLead(getDb(), form, {
      program: page.program,
      pagePath: page.path,
      clientAddress: context.get(clientIpContext),
    });
  } catch (error) {
    console.error(`partner lead: ${error instanceof Error ? error.message : String(error)}`);
    return { status: "error", values: leadValuesFrom(form) };
  }
}

/** HTTP status for an action result: 400 invalid, 429 rate-limited, 503 error, else 200. */
export function statusForLeadResult(result: PartnerLeadResult): number {
  switch (result.status) {
    case "invalid":
      return 400;
    case "rate-limited":
      return 429;
    case "error":
      return 503;
    default:
      return 200;
  }
}
