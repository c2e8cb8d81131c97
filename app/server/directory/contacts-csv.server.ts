/**
 * The admin contact list as CSV (issue 16 "Contacts for the admin", /contacts.csv; ADR 055):
 * one row per contact or partner lead, with where its name and e-mail come from (form or
 * account, issue 24 item 6), written by csv-stringify (quoting, embedded quotes and
 * line breaks per RFC 4180). Every cell is made formula-injection safe first: a spreadsheet
 * treats a cell that starts with `=`, `+`, `-`, `@`, a tab or a carriage return as a formula,
 * so such a cell is prefixed with `'` (OWASP "CSV Injection").
 */
import { stringify } from "csv-stringify/sync";
import type { ContactCard } from "~/lib/owner-cards";

/** Characters that make a spreadsheet read a cell as a formula when they come first. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Makes one cell inert in a spreadsheet.
 * @returns `value` with a leading `'` when it starts with `=`, `+`, `-`, `@`, tab or CR; else as is
 */
export function neutraliseCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/**
 * The columns, in order: header text and how to read the cell from a contact. New columns go at
 * the end, so spreadsheets and scripts reading the earlier ones by position keep working.
 */
const columns: ReadonlyArray<readonly [string, (c: ContactCard) => string | null]> = [
  ["Type", (c) => c.type],
  ["Organization", (c) => c.organizationName],
  ["Name", (c) => c.ownerName],
  ["E-mail", (c) => c.email],
  ["Website", (c) => c.website],
  ["Address", (c) => c.address],
  ["Venue type", (c) => c.venueType],
  ["Source page", (c) => c.sourcePage],
  ["Message", (c) => c.message],
  ["Added", (c) => c.createdAt.toISOString()],
  // Issue 24 item 6: "form" (the contact fields) or "account" (the owning account's), or empty.
  ["Name source", (c) => c.nameSource],
  ["E-mail source", (c) => c.emailSource],
];

/**
 * Writes the contacts as CSV: a header row, then one row per contact in the given order.
 * @returns UTF-8 text with a byte-order mark (so spreadsheets read accents right) and CRLF
 *   line ends; every cell neutralised with `neutraliseCell`; cells with a comma, quote or line
 *   break quoted
 */
export function contactsCsv(contacts: readonly ContactCard[]): string {
  return stringify(
    contacts.map((contact) => columns.map(([, read]) => neutraliseCell(read(contact) ?? ""))),
    {
      bom: true,
      header: true,
      columns: columns.map(([header]) => header),
      record_delimiter: "windows",
      // csv-stringify quotes a field holding the record delimiter (CRLF), a comma or a quote;
      // a bare LF or CR must be quoted too, or spreadsheets start a new row there.
      quoted_match: /[\r\n]/,
    },
  );
}
