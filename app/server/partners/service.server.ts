/**
 * The partners area's service: the partner pages' right panel and their lead form, with the
 * database and the HubSpot settings closed over.
 */
import type { PartnerPath } from "~/content/partners";
import type { AppConfig } from "../config.server";
import type { Database } from "../db/client.server";
import type { Mailer } from "../mail/index.server";
import { loadPartnerPage, submitPartnerLead, type PartnerPageData } from "./partner-page.server";

/** What the partners service is built from. */
export interface PartnersServiceDeps {
  db: Database;
  hubspot: AppConfig["hubspot"];
  supportEmail: string;
  /** Sends the team's notice of each new lead (to `supportEmail`). */
  mailer: Mailer;
}

/**
 * Builds the partners service.
 * @param deps the database, HubSpot settings and support address
 * @returns the partner pages' functions with their dependencies closed over
 */
export function createPartnersService(deps: PartnersServiceDeps) {
  return {
    /** The right panel (HubSpot or our lead form) of the page at `path`. */
    loadPage: (input: { path: PartnerPath }): Promise<PartnerPageData> =>
      Promise.resolve(loadPartnerPage(input.path, deps)),
    /**
     * Stores a lead posted on the page at `path` and e-mails the team about it.
     * @throws AppError 400 (field messages), 429 (rate-limited) or 503 (database failed)
     */
    submitLead: (input: { path: PartnerPath; form: FormData; clientAddress: string }) =>
      submitPartnerLead({
        db: deps.db,
        ...input,
        notice: { mailer: deps.mailer, supportEmail: deps.supportEmail },
      }),
  };
}

/** The partners area's service object. */
export type PartnersService = ReturnType<typeof createPartnersService>;
