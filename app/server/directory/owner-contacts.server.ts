/**
 * Contact management for administrators (docs/spec/owner-portal.md §2 "/contacts", dashboard
 * Contact Management, §7 "select all ordered by created_at descending"; issue 16 "Contacts for
 * the admin"). Leads from the partner sign-up pages (public site; the partners area's
 * `listLeads`) are listed with them as type `partner_lead`, with their message, venue type and
 * source page. A center's contact whose optional name or e-mail the form left empty shows the
 * owning account's (auth's `findProfiles`), marked as such (`nameSource`, `emailSource`; issue 24
 * item 6), so no owner is lost. A search matches name, e-mail or organization as shown
 * (case-insensitive substring); a type filter keeps one kind.
 */
import { and, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type { ContactsQuery } from "~/lib/contacts-query";
import { leadVenueTypes } from "~/lib/partner-lead-fields";
import type { ContactCard, ContactSource } from "~/lib/owner-cards";
import { findProfiles, findProfilesMatching, type ProfileSummary } from "../auth/index.server";
import type { Database } from "../db/client.server";
import { listLeads } from "../partners/index.server";
import { locationContacts, locations } from "./schema";
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

/** A contact row's own name: owner name, else first and last name; null when blank. */
const formName = sql<
  string | null
>`nullif(trim(coalesce(nullif(trim(${locationContacts.ownerName}), ''), concat_ws(' ', ${locationContacts.firstName}, ${locationContacts.lastName}))), '')`;
/** A contact row's own e-mail; null when blank. */
const formEmail = sql<string | null>`nullif(trim(${locationContacts.email}), '')`;

/** One array parameter of text (the driver writes the array literal). */
function textArray(values: readonly string[]): SQL {
  return sql`${sql.param([...values])}::text[]`;
}

/**
 * Rows the search finds through the owning account: a center's contact without its own name
 * (or e-mail) whose owner's name (or e-mail) matches.
 */
async function accountMatch(db: Database, pattern: string): Promise<SQL | undefined> {
  const { byName, byEmail } = await findProfilesMatching(db, pattern);
  const parts: SQL[] = [];
  if (byName.length > 0) {
    parts.push(sql`(${formName} is null and ${locations.createdBy} = any(${textArray(byName)}))`);
  }
  if (byEmail.length > 0) {
    parts.push(sql`(${formEmail} is null and ${locations.createdBy} = any(${textArray(byEmail)}))`);
  }
  if (parts.length === 0) return undefined;
  return and(eq(locationContacts.type, "lan_center"), or(...parts));
}

/**
 * A value as shown: the form's when given, else the account's.
 * @returns the value and where it came from (null when neither has one)
 */
function filled(
  own: string | null,
  account: string | null | undefined,
): { value: string | null; source: ContactSource | null } {
  const trimmed = own?.trim();
  if (trimmed) return { value: own, source: "form" };
  if (account?.trim()) return { value: account, source: "account" };
  return { value: null, source: null };
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
  if (pattern && wantContacts) {
    conditions.push(
      or(
        ilike(locationContacts.organizationName, pattern),
        ilike(locationContacts.email, pattern),
        ilike(locationContacts.ownerName, pattern),
        sql`concat_ws(' ', ${locationContacts.firstName}, ${locationContacts.lastName}) ilike ${pattern}`,
        await accountMatch(input.db, pattern),
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
            ownerName: formName,
            email: formEmail,
            website: locationContacts.website,
            address: locationContacts.address,
            createdAt: locationContacts.createdAt,
            // The account that owns a center's contact (party contacts name no owner).
            ownerId: sql<
              string | null
            >`case when ${locationContacts.type} = 'lan_center' then ${locations.createdBy} end`,
          })
          .from(locationContacts)
          .leftJoin(locations, eq(locations.id, locationContacts.locationId))
          .where(conditions.length > 0 ? and(...conditions) : undefined)
          .orderBy(desc(locationContacts.createdAt), desc(locationContacts.id))
      : Promise.resolve([]),
    wantLeads ? listLeads(input.db, { pattern }) : Promise.resolve([]),
  ]);
  const owners: Map<string, ProfileSummary> = await findProfiles(
    input.db,
    rows.flatMap((row) =>
      row.ownerId !== null && (!row.ownerName || !row.email) ? [row.ownerId] : [],
    ),
  );
  const contacts: ContactCard[] = rows.map(({ ownerId, ...row }) => {
    const owner = ownerId === null ? undefined : owners.get(ownerId);
    const name = filled(row.ownerName, owner?.displayName);
    const email = filled(row.email, owner?.email);
    return {
      ...row,
      ownerName: name.value,
      nameSource: name.source,
      email: email.value,
      emailSource: email.source,
      message: null,
      venueType: null,
      sourcePage: null,
    };
  });
  const leadCards: ContactCard[] = leads.map((lead) => ({
    id: lead.id,
    type: "partner_lead",
    organizationName: lead.organization,
    ownerName: lead.name,
    nameSource: lead.name ? "form" : null,
    email: lead.email,
    emailSource: lead.email ? "form" : null,
    website: null,
    address: null,
    message: lead.message,
    venueType: venueLabel(lead.venueType),
    sourcePage: lead.pagePath,
    createdAt: lead.createdAt,
  }));
  return [...contacts, ...leadCards].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}
