/**
 * The admin contact list's query in the URL (/contacts and /contacts.csv; issue 16 "Contacts for
 * the admin"): `q` searches name, e-mail and organization; `type` filters by kind of contact.
 * Shared by the page's form (option labels) and the loaders (validation).
 */
import { z } from "~/lib/zod";
import { searchTextSchema } from "./center-search-parse";

/** The kinds of contact, in the order the filter lists them. */
export const contactTypes = [
  { id: "lan_center", label: "LAN center" },
  { id: "lan_party", label: "LAN party" },
  { id: "partner_lead", label: "Partner lead" },
] as const;

/** One kind of contact. */
export type ContactType = (typeof contactTypes)[number]["id"];

/** A validated query; "" means no search text, null means every type. */
export interface ContactsQuery {
  q: string;
  type: ContactType | null;
}

/** Shown (with status 400) for a `type` that is not one of `contactTypes`. */
export const UNKNOWN_CONTACT_TYPE = "Unknown contact type. Showing every type.";

const typeSchema = z.enum(contactTypes.map((t) => t.id) as [ContactType, ...ContactType[]]);

/**
 * Reads `q` and `type` from a URL's search params. The search text is made safe and cut (never
 * refused, like the directory search); an unknown `type` is an error.
 * @returns the query, and `error` when `type` was invalid (the query then has no type filter)
 */
export function parseContactsQuery(params: URLSearchParams): {
  query: ContactsQuery;
  error: string | null;
} {
  const q = searchTextSchema.parse(params.get("q") ?? "");
  const rawType = params.get("type") ?? "";
  if (rawType === "") return { query: { q, type: null }, error: null };
  const type = typeSchema.safeParse(rawType);
  return type.success
    ? { query: { q, type: type.data }, error: null }
    : { query: { q, type: null }, error: UNKNOWN_CONTACT_TYPE };
}

/** The query string for `query` ("" when unfiltered), e.g. "?q=arena&type=lan_center". */
export function contactsQueryString(query: ContactsQuery): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.type) params.set("type", query.type);
  const text = params.toString();
  return text ? `?${text}` : "";
}
