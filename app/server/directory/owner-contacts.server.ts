/**
 * Contact management for administrators (docs/spec/owner-portal.md §2 "/contacts", dashboard
 * Contact Management, §7 "select all ordered by created_at descending"; contact management for
 * admins). Leads from the partner sign-up pages (public site; the partners area's `listLeads`) are
 * listed with them as type `partner_lead`.
 */
import { desc } from "drizzle-orm";
import type { ContactCard } from "~/lib/owner-cards";
import type { Database } from "../db/client.server";
import { listLeads } from "../partners/index.server";
import { locationContacts } from "./schema";
import { OWNER_MESSAGES, OwnerError } from "./owner-errors.server";

/**
 * Every contact and partner lead, newest first.
 * @param input.actor the acting user; `isAdmin` comes from the server-side session
 * @throws OwnerError `forbidden` for anyone but an administrator; the database error otherwise
 *   (route shows 'Failed to fetch contacts.')
 */
export async function listContactsForAdmin(input: {
  db: Database;
  actor: { userId: string; isAdmin: boolean };
}): Promise<ContactCard[]> {
  if (!input.actor.isAdmin) throw new OwnerError("forbidden", OWNER_MESSAGES.contactsForbidden);
  const [rows, leads] = await Promise.all([
    input.db
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
      .orderBy(desc(locationContacts.createdAt), desc(locationContacts.id)),
    listLeads(input.db),
  ]);
  const contacts: ContactCard[] = rows.map(({ firstName, lastName, ...row }) => ({
    ...row,
    ownerName: row.ownerName ?? ([firstName, lastName].filter(Boolean).join(" ") || null),
  }));
  const leadCards: ContactCard[] = leads.map((lead) => ({
    id: lead.id,
    type: "partner_lead",
    organizationName: lead.organization,
    ownerName: lead.name,
    email: lead.email,
    website: null,
    address: null,
    createdAt: lead.createdAt,
  }));
  return [...contacts, ...leadCards].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}
