/**
 * The partners area's part of "Your data is yours" (issue 25 item 7, ADR 080): the leads sent from
 * the 'Join Our Network' forms with the account's e-mail address, and their removal on Delete
 * account. Reached through `partners/index.server.ts` by the privacy registry only.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { partnerLeads } from "./schema";

const fromAddress = (email: string) => sql`lower(${partnerLeads.email}) = lower(${email})`;

/** The leads sent with `email` (any case), oldest first; the client key is not personal data. */
export function exportPartnerData(db: Database, email: string) {
  return db
    .select({
      program: partnerLeads.program,
      name: partnerLeads.name,
      email: partnerLeads.email,
      organization: partnerLeads.organization,
      venueType: partnerLeads.venueType,
      message: partnerLeads.message,
      createdAt: partnerLeads.createdAt,
    })
    .from(partnerLeads)
    .where(fromAddress(email))
    .orderBy(partnerLeads.createdAt);
}

/** Deletes the leads sent with `email`, inside the caller's transaction `tx`. */
export async function erasePartnerData(tx: Database, email: string): Promise<void> {
  await tx.delete(partnerLeads).where(fromAddress(email));
}
