/**
 * Contact management for administrators (docs/spec/owner-portal.md §2 "/contacts", dashboard
 * Contact Management, §7 "select all ordered by created_at descending"; issue 16 "Contacts for
 * the admin"). Leads from the partner sign-up pages (public site; the partners area's
 * `listLeads`) are listed with them as type `partner_lead`, with their message, venue type and
 * source page. A search matches name, e-mail or organization (case-insensitive substring); a
 * type filter keeps one kind.
 */
import { and, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type { ContactsQuery } from "~/lib/contacts-query";
import { leadVenueTypes } from "~/lib/partner-lead-fields";
import type { ContactCard } from "~/lib/owner-cards";
import type { Database } from "../db/client.server";
import { listLeads } from "../partners/index.server";
import { locationContacts } from "./schema";
import { OWNER_MESSAGES, OwnerError } from "./owner-errors.server";

/**
 * A LIKE pattern matching `text` anywhere: `%`, `_` and `\` in the text match themselves
 * (PostgreSQL's default escape character is the backslash).
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function venueLabel(id: string): string {
  return leadVenueTypes.find((type) => type.id === id)?.label ?? id;
}

/**
 * The contacts and partner leads matching `query`, newest first.
 * @param input.actor the acting user; `isAdmin` comes from the server-side session
 * @param input.query search text ("" for none) and type (null for every type); default: all
 * @throws OwnerError `forbidden` for anyone but an administrator; the database error otherwise
 *   (route shows 'Failed to fetch contacts.')
 */
export async function listContactsForAdmin(input: {
  db: Database;
  actor: { userId: string; isAdmin: boolean };
  query?: ContactsQuery;
}): Promise<ContactCard[]> {
  if (!input.actor.isAdmin) throw new OwnerError("forbidden", OWNER_MESSAGES.contactsForbidden);
  const { q, type } = input.query ?? { q: "", type: null };
  const pattern = q ? containsPattern(q) : null;
  const wantContacts = type !== "partner_lead";
  const wantLeads = type === null || type === "partner_lead";
  const conditions: SQL[] = [];
  if (type === "lan_center" || type === "lan_party") {
    conditions.push(eq(locationContacts.type, type));
  }
  if (pattern) {
    conditions.push(
      or(
        ilike(locationContacts.organizationName, pattern),
        ilike(locationContacts.email, pattern),
        ilike(locationContacts.ownerName, pattern),
        sql`concat_ws(' ', ${locationContacts.firstName}, ${locationContacts.lastName}) ilike ${pattern}`,
      )!,
    );
  }
  const [rows, leads] = await Promise.all([
    wantContacts
      ? input.db
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
          .where(conditions.length > 0 ? and(...conditions) : undefined)
          .orderBy(desc(locationContacts.createdAt), desc(locationContacts.id))
      : Promise.resolve([]),
    wantLeads ? listLeads(input.db, { pattern }) : Promise.resolve([]),
  ]);
  const contacts: ContactCard[] = rows.map(({ firstName, lastName, ...row }) => ({
    ...row,
    ownerName: row.ownerName ?? ([firstName, lastName].filter(Boolean).join(" ") || null),
    message: null,
    venueType: null,
    sourcePage: null,
  }));
  const leadCards: ContactCard[] = leads.map((lead) => ({
    id: lead.id,
    type: "partner_lead",
    organizationName: lead.organization,
    ownerName: lead.name,
    email: lead.email,
    website: null,
    address: null,
    message: lead.message,
    venueType: venueLabel(lead.venueType),
    sourcePage: lead.pagePath,
    createdAt: lead.createdAt,
  }));
  return [...contacts, ...leadCards].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}
