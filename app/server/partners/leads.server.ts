/**
 * Partner lead submissions (partner 'Join Our Network' pages: lead form rules for bad input):
 * honeypot, validation, a per-client rate limit and storage in `partner_leads`. Owns the
 * partner_leads table.
 */
import { createHash } from "node:crypto";
import { desc, ilike, or } from "drizzle-orm";
import type { PartnerProgram } from "~/content/partners";
import {
  HONEYPOT_FIELD,
  leadValuesFrom,
  validateLead,
  type LeadErrors,
  type LeadValues,
  type PartnerLead,
} from "~/lib/partner-lead";
import type { Database } from "../db/client.server";
import { clientBucket, consumeLimit, type LimitRule } from "../limits/index.server";
import { partnerLeads } from "./schema";

/** Accepted leads per client bucket within `LEAD_RATE_WINDOW_MS` (ADR 012, ADR 048). */
export const LEAD_RATE_LIMIT = 5;
/** The rate-limit window: one hour. */
export const LEAD_RATE_WINDOW_MS = 60 * 60 * 1000;
/** The lead budget as a limits-area rule. */
export const LEAD_RATE_RULE: LimitRule = {
  max: LEAD_RATE_LIMIT,
  windowSeconds: LEAD_RATE_WINDOW_MS / 1000,
};

/** Outcome of a submission; `values` is what the user typed, to refill the form. */
export type LeadSubmission =
  | { status: "sent" }
  | { status: "invalid"; errors: LeadErrors; values: LeadValues }
  | { status: "rate-limited"; values: LeadValues };

/** Where a lead came from. */
export interface LeadOrigin {
  program: PartnerProgram;
  pagePath: string;
  /** The client's network address ("" when unknown); only its hash is stored. */
  clientAddress: string;
}

/** A stable, non-reversible key for a client address, used for rate limiting. */
export function clientKeyFor(clientAddress: string): string {
  return createHash("sha256")
    .update(`partner-leads:${clientAddress || "unknown"}`)
    .digest("hex");
}

/**
 * Counts one lead against the client's /64 bucket (`clientBucket`) and admits it when within
 * `LEAD_RATE_RULE`: one atomic statement of the limits area, so parallel posts cannot all pass.
 * @returns true when the lead may be stored
 * @throws the database error
 */
export function admitLead(db: Database, clientAddress: string): Promise<boolean> {
  return consumeLimit(
    db,
    `partner-lead:ip:${clientBucket(clientAddress || "unknown")}`,
    LEAD_RATE_RULE,
  );
}

/** A stored lead as other areas see it (no client key). */
export interface StoredLead {
  id: string;
  program: PartnerProgram;
  pagePath: string;
  name: string;
  email: string;
  organization: string;
  venueType: string;
  message: string;
  createdAt: Date;
}

/**
 * The stored leads, newest first (the admin contact list shows them beside the contacts).
 * @param filter.pattern a case-insensitive LIKE pattern (wildcards in it already escaped) that
 *   the name, e-mail or organization must match; null or absent for every lead
 * @returns the leads without their client key
 * @throws the database error
 */
export function listLeads(
  db: Database,
  filter: { pattern?: string | null } = {},
): Promise<StoredLead[]> {
  const { pattern } = filter;
  return db
    .select({
      id: partnerLeads.id,
      program: partnerLeads.program,
      pagePath: partnerLeads.pagePath,
      name: partnerLeads.name,
      email: partnerLeads.email,
      organization: partnerLeads.organization,
      venueType: partnerLeads.venueType,
      message: partnerLeads.message,
      createdAt: partnerLeads.createdAt,
    })
    .from(partnerLeads)
    .where(
      pattern
        ? or(
            ilike(partnerLeads.name, pattern),
            ilike(partnerLeads.email, pattern),
            ilike(partnerLeads.organization, pattern),
          )
        : undefined,
    )
    .orderBy(desc(partnerLeads.createdAt), desc(partnerLeads.id));
}

/** Inserts one valid lead. @throws the database error when the insert fails */
export async function storeLead(
  db: Database,
  lead: PartnerLead,
  origin: Omit<LeadOrigin, "clientAddress"> & { clientKey: string },
): Promise<void> {
  await db.insert(partnerLeads).values({
    program: origin.program,
    pagePath: origin.pagePath,
    name: lead.name,
    email: lead.email,
    organization: lead.organization,
    venueType: lead.venueType,
    message: lead.message,
    clientKey: origin.clientKey,
  });
}

/** Told about each stored lead (the team's e-mail); only called within the rate limit. */
export type LeadNotifier = (
  lead: PartnerLead,
  origin: Omit<LeadOrigin, "clientAddress">,
) => Promise<void>;

/**
 * Handles one lead form submission.
 * A filled honeypot answers "sent" and stores nothing; invalid input returns the messages and
 * the typed values; a client over the limit (counted atomically before storing) is refused
 * with its values kept. After a lead is stored, `notify` (when given) is called; its failure
 * is logged and does not fail the submission.
 * @throws the database error when counting or storing fails
 */
export async function submitLead(
  db: Database,
  form: FormData,
  origin: LeadOrigin,
  notify?: LeadNotifier,
): Promise<LeadSubmission> {
  const honeypot = form.get(HONEYPOT_FIELD);
  if (typeof honeypot === "string" && honeypot.trim() !== "") return { status: "sent" };
  const values = leadValuesFrom(form);
  const result = validateLead(values);
  if (!result.ok) return { status: "invalid", errors: result.errors, values };
  const clientKey = clientKeyFor(origin.clientAddress);
  if (!(await admitLead(db, origin.clientAddress))) return { status: "rate-limited", values };
  await storeLead(db, result.lead, {
    program: origin.program,
    pagePath: origin.pagePath,
    clientKey,
  });
  if (notify) {
    try {
      await notify(result.lead, { program: origin.program, pagePath: origin.pagePath });
    } catch (error) {
      console.error(`partner lead: team not e-mailed (${(error as Error).message})`);
    }
  }
  return { status: "sent" };
}
