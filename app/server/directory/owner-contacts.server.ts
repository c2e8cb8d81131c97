/**
 * Contact management for administrators (spec: owner-portal.md §2 "/contacts", dashboard
 * Contact Management, §7 "select all ordered by created_at descending"; issue 5 item 9).
 * Partner leads join the list once the public site's `partner_leads` table exists.
 */
import { desc } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { locationContacts } from "../db/schema";
import { OWNER_MESSAGES, OwnerError } from "./owner-errors.server";

/** One contact card. */
export interface ContactCard {
  id: string;
  type: string;
  organizationName: string | null;
  ownerName: string | null;
  email: string | null;
  website: string | null;
  address: string | null;
  createdAt: Date;
}

/**
 * Every contact, newest first.
 * @param input.actor the acting user; `isAdmin` comes from the server-side session
 * @throws OwnerError `forbidden` for anyone but an administrator; the database error otherwise
 *   (route shows 'Failed to fetch contacts.')
 */
export async function listContactsForAdmin(input: {
  db: Database;
  actor: { userId: string; isAdmin: boolean };
}): Promise<ContactCard[]> {
  if (!input.actor.isAdmin) throw new OwnerError("forbidden", OWNER_MESSAGES.contactsForbidden);
  const rows = await input.db
    .select({
      id: locationContacts.id,
      type: locationContacts.type,
      organizationName: locationContacts.organizationName,
      ownerName: locationContacts.ownerName,
      firstName: locationContacts.firstName,
      lastName: locationContacts.lastName,
      email: locationContacts.email,
      website: locationContacts.website,
      address: locationContacts.address,
      createdAt: locationContacts.createdAt,
    })
    .from(locationContacts)
    .orderBy(desc(locationContacts.createdAt), desc(locationContacts.id));
  return rows.map(({ firstName, lastName, ...row }) => ({
    ...row,
    ownerName: row.ownerName ?? ([firstName, lastName].filter(Boolean).join(" ") || null),
  }));
}
