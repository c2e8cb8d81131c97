/**
 * Hostile input for the security suite (security test suite: hostile input): fast-check arbitraries
 * for strings an attacker or a broken client may send (very long text, unicode tricks with RTL
 * overrides, zero-width characters, emoji and NUL, HTML and SQL fragments, numbers where text
 * is expected, line breaks and other control characters hidden in otherwise valid values) and for
 * whole forms (a field missing, repeated, sent as a file, unknown extra fields), plus the helpers
 * the tests share: reading a route action's answer the way React Router does, building requests,
 * counting the rows of the user-content tables and finding stored text with control characters.
 */
import fc from "fast-check";
import { sql } from "drizzle-orm";
import type { Database } from "~/server/db/client.server";

/** Script-injection attempts: must never reach a page as markup. */
export const HTML_FRAGMENTS = [
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  '"><svg onload=alert(1)>',
  "'><iframe src=javascript:alert(1)>",
  "</textarea></title><script>alert(1)</script>",
  "javascript:alert(1)",
  '<a href="javascript:alert(1)">x</a>',
  "{{constructor.constructor('alert(1)')()}}",
] as const;

/** SQL-injection attempts: must be stored (or refused) as plain text. */
export const SQL_FRAGMENTS = [
  "'; DROP TABLE lan_centers;--",
  "' OR '1'='1",
  "1; SELECT pg_sleep(5)--",
  "\\'; DROP TABLE locations; --",
  "%' OR 1=1 --",
  "$1",
] as const;

/** Unicode that trips naive code: RTL override, zero-width, emoji, NUL, lone surrogates. */
export const UNICODE_FRAGMENTS = [
  "\u202Egnp.exe\u202C",
  "\u200B\u200C\u200D\u2060\uFEFF",
  "👾🎮🏳️‍🌈👨‍👩‍👧‍👦",
  "\u0000",
  "name\u0000with NUL",
  "\uD800",
  "\uDFFF lone",
  "مرحبا بالعالم",
  "שלום עולם",
  "e\u0301\u0301\u0301",
  "ｆｕｌｌｗｉｄｔｈ",
  "line\r\nbreak\u2028\u2029",
  "\t \u00A0\u3000",
  "\u0007\u001B[31mred",
] as const;

/**
 * Characters a single-line field must refuse or trim (issue 23 item 2, ADR 069): CR, LF, CRLF,
 * tab, other C0, DEL, C1 (NEL), the line and paragraph separators, zero-width characters and
 * bidi controls (marks, embeddings, overrides, isolates).
 */
export const HIDDEN_CHARACTERS = [
  "\r",
  "\n",
  "\r\n",
  "\t",
  "\u0001",
  "\u0007",
  "\u000B",
  "\u000C",
  "\u001B",
  "\u007F",
  "\u0085",
  "\u009B",
  "\u2028",
  "\u2029",
  "\u200B",
  "\u200D",
  "\u2060",
  "\uFEFF",
  "\u200E",
  "\u200F",
  "\u202A",
  "\u202E",
  "\u2066",
  "\u2069",
] as const;

/** Line breaks and control characters that forge lines in text files built from stored text. */
export const CONTROL_FRAGMENTS = [
  "Winter LAN\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nSUMMARY:Free GPUs\r\nEND:VEVENT",
  "name\r\nBcc: victim@example.com",
  "cell\ttab\u000Bvtab\u000Cff",
  "del\u007Fnel\u0085csi\u009B",
  "\u2066isolate\u2069 \u202Boverride",
  "\u200F\u200E\u200Bpadded\u2060\uFEFF",
  "cr\ronly",
] as const;

/** Text that looks like a number, an empty value or a special word. */
export const NUMBER_LIKE = [
  "0",
  "-0",
  "NaN",
  "Infinity",
  "-Infinity",
  "1e309",
  "9007199254740993",
  "0x1F",
  "1,5",
  "",
  " ",
  "null",
  "undefined",
  "true",
  "[object Object]",
] as const;

/** Values a schema must refuse by meaning: impossible dates, out-of-range numbers, bad URLs. */
export const SEMANTIC_FRAGMENTS = [
  "2031-02-30T10:00",
  "2031-05-02T10:00:99",
  "91",
  "-181",
  "not-a-uuid",
  "00000000-0000-0000-0000-000000000000",
  "bad@",
  "a@b",
  "data:text/html,<script>alert(1)</script>",
  "//evil.example",
  "https://",
  "sub_' OR 1=1--",
] as const;

/** All fixed hostile fragments, for `constantFrom`. */
export const ALL_FRAGMENTS: readonly string[] = [
  ...HTML_FRAGMENTS,
  ...SEMANTIC_FRAGMENTS,
  ...SQL_FRAGMENTS,
  ...UNICODE_FRAGMENTS,
  ...CONTROL_FRAGMENTS,
  ...NUMBER_LIKE,
];

/** A very long text: past every field limit (200 .. 5000 characters) and far beyond. */
export const longText: fc.Arbitrary<string> = fc
  .tuple(
    fc.constantFrom(129, 201, 255, 2049, 5001, 20_000, 100_000),
    fc.constantFrom("A", "é", "👾", "<b>", "'", "\u0000"),
  )
  .map(([length, unit]) => unit.repeat(Math.ceil(length / unit.length)));

/** Short text of letters, spaces and {@link HIDDEN_CHARACTERS}, mixed at random. */
export const hiddenCharacterText: fc.Arbitrary<string> = fc.string({
  unit: fc.oneof(fc.constantFrom(...HIDDEN_CHARACTERS), fc.constantFrom("a", "B", "é", " ", ",")),
  minLength: 1,
  maxLength: 16,
});

/** One hostile string: fragments, random code points (NUL and surrogates included), long text. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...ALL_FRAGMENTS) },
  { weight: 1, arbitrary: hiddenCharacterText },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }) },
  { weight: 1, arbitrary: longText },
  {
    weight: 1,
    arbitrary: fc.oneof(fc.integer(), fc.double()).map((n) => String(n)),
  },
  {
    weight: 2,
    arbitrary: fc
      .array(fc.constantFrom(...ALL_FRAGMENTS), { minLength: 2, maxLength: 4 })
      .map((parts) => parts.join(" ")),
  },
);

/** Field names a form does not know, including ones that collide with object internals. */
export const hostileFieldName: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    "__proto__",
    "constructor",
    "prototype",
    "toString",
    "hasOwnProperty",
    "role",
    "isAdmin",
    "verified",
    "createdBy",
    "userId",
    "id",
    "_action",
    "",
  ),
  fc.string({ unit: "binary", maxLength: 20 }),
);

/** One field as sent: missing, text, the same name repeated, or a file upload. */
export type FieldValue =
  | { kind: "missing" }
  | { kind: "text"; value: string }
  | { kind: "many"; values: string[] }
  | { kind: "file"; value: string };

/** A hostile value for one field: hostile text, missing, repeated, or a file. */
export const hostileField: fc.Arbitrary<FieldValue> = fc.oneof(
  { weight: 6, arbitrary: hostileString.map((value): FieldValue => ({ kind: "text", value })) },
  { weight: 1, arbitrary: fc.constant<FieldValue>({ kind: "missing" }) },
  {
    weight: 1,
    arbitrary: fc
      .array(hostileString, { minLength: 2, maxLength: 4 })
      .map((values): FieldValue => ({ kind: "many", values })),
  },
  { weight: 1, arbitrary: hostileString.map((value): FieldValue => ({ kind: "file", value })) },
);

/** A whole form: each known field, plus unknown extra fields. */
export interface HostileForm {
  fields: [name: string, value: FieldValue][];
  extra: [name: string, value: string][];
  /** multipart/form-data, or application/x-www-form-urlencoded (files sent as empty text). */
  encoding: "multipart" | "urlencoded";
}

/** A change to one field of a nearly valid form: a hostile value, or a hidden character spliced in. */
type Mutation =
  { kind: "replace"; value: FieldValue } | { kind: "splice"; char: string; at: number };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  { weight: 2, arbitrary: hostileField.map((value): Mutation => ({ kind: "replace", value })) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom(...HIDDEN_CHARACTERS), fc.nat())
      .map(([char, at]): Mutation => ({ kind: "splice", char, at })),
  },
);

/** `field` with `change` applied (a splice puts the character inside its valid text). */
function mutate(field: FieldValue, change: Mutation): FieldValue {
  if (change.kind === "replace") return change.value;
  if (field.kind !== "text") return field;
  const at = change.at % (field.value.length + 1);
  return { kind: "text", value: field.value.slice(0, at) + change.char + field.value.slice(at) };
}

/**
 * Arbitrary forms for a route whose fields have the valid values `spec` (every listed value
 * must be valid, so that a run can get past validation). Two shapes, half each:
 * - nearly valid: every field valid but at most two, which carry a hostile value or a valid
 *   value with a line break, control, zero-width or bidi character spliced in (this is what
 *   reaches the database with NUL, very long, HTML or multi-line text);
 * - chaos: every field independently valid, hostile, missing, repeated or a file.
 * Both add up to three unknown fields.
 */
export function hostileForm(
  spec: Readonly<Record<string, readonly string[]>>,
): fc.Arbitrary<HostileForm> {
  const names = Object.keys(spec);
  const valid = (name: string) =>
    fc.constantFrom(...spec[name]!).map((value): FieldValue => ({ kind: "text", value }));
  const entry = (name: string, value: fc.Arbitrary<FieldValue>) =>
    value.map((v): [string, FieldValue] => [name, v]);
  const nearlyValid = fc
    .tuple(
      fc.tuple(...names.map((name) => entry(name, valid(name)))),
      fc.array(fc.tuple(fc.nat({ max: Math.max(0, names.length - 1) }), mutation), {
        maxLength: names.length ? 2 : 0,
      }),
    )
    .map(([fields, mutations]) => {
      const copy = [...fields];
      for (const [index, change] of mutations) {
        copy[index] = [names[index]!, mutate(copy[index]![1], change)];
      }
      return copy;
    });
  const chaos = fc.tuple(
    ...names.map((name) =>
      entry(
        name,
        fc.oneof({ weight: 1, arbitrary: valid(name) }, { weight: 2, arbitrary: hostileField }),
      ),
    ),
  );
  return fc.record({
    fields: names.length ? fc.oneof(nearlyValid, chaos) : fc.constant([]),
    extra: fc.array(fc.tuple(hostileFieldName, hostileString), { maxLength: 3 }),
    encoding: fc.constantFrom("multipart" as const, "urlencoded" as const),
  });
}

/** The request body for `form`, in its encoding. */
export function formBody(form: HostileForm): FormData | URLSearchParams {
  const entries: [string, string | Blob][] = [];
  for (const [name, value] of form.fields) {
    if (value.kind === "text") entries.push([name, value.value]);
    if (value.kind === "many") for (const v of value.values) entries.push([name, v]);
    if (value.kind === "file") entries.push([name, new File([value.value], "payload.html")]);
  }
  for (const [name, value] of form.extra) entries.push([name, value]);
  if (form.encoding === "urlencoded") {
    const body = new URLSearchParams();
    for (const [name, value] of entries) body.append(name, typeof value === "string" ? value : "");
    return body;
  }
  const body = new FormData();
  for (const [name, value] of entries) {
    if (typeof value === "string") body.append(name, value);
    else body.append(name, value, "payload.html");
  }
  return body;
}

/**
 * Random JSON for JSON APIs whose fields have the valid values `spec`: half nearly valid (some
 * of the fields with valid values, up to two of them replaced by a hostile value of any type),
 * the rest known fields with values of the wrong type, unknown fields, or any JSON at all.
 */
export function hostileJson(
  spec: Readonly<Record<string, readonly (string | boolean)[]>>,
): fc.Arbitrary<unknown> {
  const names = Object.keys(spec);
  const wrongType = fc.oneof(
    hostileString,
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.array(hostileString, { maxLength: 3 }),
    fc.dictionary(hostileFieldName, hostileString, { maxKeys: 2 }),
  );
  const validNames = names.filter((name) => spec[name]!.length > 0);
  const nearlyValid = fc
    .tuple(
      fc.subarray(validNames, { minLength: 1 }),
      fc.array(fc.nat(), { minLength: validNames.length, maxLength: validNames.length }),
      fc.array(fc.tuple(fc.constantFrom(...names), wrongType), { maxLength: 2 }),
    )
    .map(([chosen, picks, mutations]) => {
      const body: Record<string, unknown> = {};
      chosen.forEach((name, i) => {
        const values = spec[name]!;
        body[name] = values[(picks[i] ?? 0) % values.length];
      });
      for (const [name, value] of mutations) body[name] = value;
      return body;
    });
  return fc.oneof(
    ...(validNames.length ? [{ weight: 4, arbitrary: nearlyValid as fc.Arbitrary<unknown> }] : []),
    { weight: 3, arbitrary: fc.dictionary(fc.constantFrom(...names), wrongType) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
    { weight: 1, arbitrary: fc.dictionary(hostileFieldName, wrongType, { maxKeys: 4 }) },
  );
}

/** What a route action answered, as React Router would send it. */
export interface ActionAnswer {
  status: number;
  /** The action data (null for a Response or a thrown error response). */
  data: unknown;
  /** Whether the action threw (a thrown Response or `data()` counts as an answer). */
  thrown: boolean;
}

function isDataWithInit(value: unknown): value is { data: unknown; init: ResponseInit | null } {
  return (
    typeof value === "object" &&
    value !== null &&
    (value as { type?: unknown }).type === "DataWithResponseInit" &&
    "data" in value
  );
}

/**
 * Runs an action and reads its answer: a returned or thrown `Response`, a returned or thrown
 * `data()` result (a thrown one without status is a 500, as in React Router), or plain data
 * (200). @throws whatever else the action threw (React Router would answer 500)
 */
export async function answerOf(run: () => unknown): Promise<ActionAnswer> {
  let result: unknown;
  let thrown = false;
  try {
    result = await run();
  } catch (error) {
    if (!(error instanceof Response) && !isDataWithInit(error)) throw error;
    result = error;
    thrown = true;
  }
  if (result instanceof Response) return { status: result.status, data: null, thrown };
  if (isDataWithInit(result)) {
    return { status: result.init?.status ?? (thrown ? 500 : 200), data: result.data, thrown };
  }
  return { status: 200, data: result, thrown };
}

/**
 * Whether an answer says the input was refused: a 4xx status, or action data carrying an
 * error (`error`, `errors`, `ok: false`, a lead status other than "sent").
 */
export function isRefusal(answer: ActionAnswer): boolean {
  if (answer.status >= 400) return true;
  const data = answer.data;
  if (typeof data !== "object" || data === null) return false;
  const record = data as Record<string, unknown>;
  if (typeof record.error === "string" && record.error !== "") return true;
  if (
    typeof record.errors === "object" &&
    record.errors !== null &&
    Object.keys(record.errors).length > 0
  ) {
    return true;
  }
  if (record.ok === false || record.success === false) return true;
  return (
    typeof record.status === "string" &&
    ["invalid", "rate-limited", "error"].includes(record.status)
  );
}

/**
 * The user-content tables whose row counts must not change when a request is refused:
 * directory (centers, communities, contacts, parties, profiles), partner leads, billing and
 * better-auth's users, accounts, sessions and codes, and the mail outbox. Rate-limit counters
 * are left out: counting a refused request is their job.
 */
export const CONTENT_TABLES = [
  "communities",
  "locations",
  "location_contacts",
  "events",
  "pending_changes",
  "user_lan_centers",
  "partner_leads",
  "customers",
  "lan_center_subscriptions",
  "stripe_events",
  "auth_user",
  "auth_account",
  "auth_session",
  "auth_verification",
  "outbox",
  "reviews",
  "review_versions",
  "review_replies",
  "review_reports",
  "review_votes",
  "review_decisions",
] as const;

/** Row count per table of `CONTENT_TABLES`. */
export type RowCounts = Record<(typeof CONTENT_TABLES)[number], number>;

/** Counts the rows of every table in `CONTENT_TABLES` in one statement. */
export async function rowCounts(db: Database): Promise<RowCounts> {
  const columns = sql.join(
    CONTENT_TABLES.map((table) => sql.raw(`(select count(*) from ${table})::int as ${table}`)),
    sql`, `,
  );
  const result = await db.execute(sql`select ${columns}`);
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  const counts = {} as RowCounts;
  for (const table of CONTENT_TABLES) counts[table] = Number(rows[0]?.[table]);
  return counts;
}

/**
 * Tables a refused request may shrink: better-auth deletes a code after too many wrong tries
 * (and expired codes when it reads them); that is a protection, not stored input.
 */
export const MAY_SHRINK_ON_REFUSAL: readonly (typeof CONTENT_TABLES)[number][] = [
  "auth_verification",
];

/**
 * What a refused request changed that it must not have: every table that grew, and every
 * table that shrank except `MAY_SHRINK_ON_REFUSAL`. @returns e.g. ["locations +1"]
 */
export function changedTables(before: RowCounts, after: RowCounts): string[] {
  return CONTENT_TABLES.filter((table) => {
    const delta = after[table] - before[table];
    return delta > 0 || (delta < 0 && !MAY_SHRINK_ON_REFUSAL.includes(table));
  }).map(
    (table) =>
      `${table} ${after[table] - before[table] > 0 ? "+" : ""}${after[table] - before[table]}`,
  );
}

/** A short, printable description of a hostile value for failure messages. */
export function preview(value: unknown, max = 160): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text;
}

/**
 * Single-line text columns of user input (issue 23 item 2, ADR 069): names, places, addresses,
 * e-mails, URLs, phone, rejection reasons. `pending_changes.changes` holds proposed values of
 * the same fields, checked by key.
 */
export const SINGLE_LINE_COLUMNS = {
  communities: ["name", "website", "image_url", "rejection_reason"],
  locations: ["organization_name", "address", "website", "image_url", "phone", "rejection_reason"],
  location_contacts: [
    "first_name",
    "last_name",
    "owner_name",
    "email",
    "address",
    "organization_name",
    "website",
  ],
  events: ["organization_name", "custom_location", "website", "image_url", "rejection_reason"],
  pending_changes: ["reason"],
  user_lan_centers: ["user_email", "first_name", "last_name", "display_name"],
  partner_leads: ["name", "email", "organization"],
  auth_user: ["name", "email"],
  review_decisions: ["reason"],
} as const;

/** Multi-line text columns: they keep tab, CR and LF and nothing else below U+0020. */
export const MULTI_LINE_COLUMNS = {
  communities: ["description"],
  locations: ["description"],
  events: ["description"],
  partner_leads: ["message"],
  reviews: ["body"],
  review_versions: ["body"],
  review_replies: ["body"],
} as const;

/** Keys of single-line fields in `pending_changes.changes`. */
const SINGLE_LINE_CHANGE_KEYS = [
  "name",
  "organizationName",
  "address",
  "customLocation",
  "website",
  "imageUrl",
  "phone",
];

/** Control characters, line separators and bidi embeddings/overrides/isolates (NUL cannot be stored). */
const LINE_FORBIDDEN = "[\u0001-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]";
/** What a multi-line value may not hold: control characters but tab, LF and CR. */
const TEXT_FORBIDDEN = "[\u0001-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]";
/** Whitespace, zero-width and bidi characters the forms trim from both ends. */
const EDGE_CHARS =
  " \t\n\u000B\u000C\r\u0085\u00A0\u1680\u2000-\u200F\u2028\u2029\u202A-\u202F\u205F\u2060\u2066-\u2069\u3000\uFEFF";
const AT_EDGE = `^[${EDGE_CHARS}]|[${EDGE_CHARS}]$`;

/**
 * Stored text that breaks the single-line rule (ADR 069): a single-line column (or proposed
 * single-line value) with a control character, line separator or bidi override, or not NFC,
 * or with whitespace, zero-width or bidi characters at an end; a multi-line column with a
 * control character other than tab, CR and LF.
 * @returns one line per offending row: its table and its text columns as JSON (empty when clean)
 */
export async function storedUncleanText(db: Database): Promise<string[]> {
  const single = (column: string) =>
    sql`(${sql.raw(column)} ~ ${LINE_FORBIDDEN} or ${sql.raw(column)} ~ ${AT_EDGE} or ${sql.raw(column)} <> normalize(${sql.raw(column)}, NFC))`;
  const multi = (column: string) => sql`${sql.raw(column)} ~ ${TEXT_FORBIDDEN}`;
  // One scan per table: the row's text columns, when any of them breaks its rule.
  const tables = [
    ...new Set([...Object.keys(SINGLE_LINE_COLUMNS), ...Object.keys(MULTI_LINE_COLUMNS)]),
  ];
  const parts = tables.map((table) => {
    const lines: readonly string[] =
      SINGLE_LINE_COLUMNS[table as keyof typeof SINGLE_LINE_COLUMNS] ?? [];
    const texts: readonly string[] =
      MULTI_LINE_COLUMNS[table as keyof typeof MULTI_LINE_COLUMNS] ?? [];
    const columns = [...lines, ...texts];
    const value = sql.raw(
      `json_build_object(${columns.map((column) => `'${column}', ${column}`).join(", ")})::text`,
    );
    const where = sql.join([...lines.map(single), ...texts.map(multi)], sql` or `);
    return sql`select ${sql.raw(`'${table}'`)} as at, ${value} as value from ${sql.raw(table)} where ${where}`;
  });
  parts.push(
    sql`select 'pending_changes.changes' as at, p.changes::text as value from pending_changes p where exists (select 1 from jsonb_each_text(p.changes) c where c.key in (${sql.join(
      SINGLE_LINE_CHANGE_KEYS.map((key) => sql`${key}`),
      sql`, `,
    )}) and ${single("c.value")})`,
  );
  const result = await db.execute(sql.join(parts, sql` union all `));
  const rows = (result as unknown as { rows: { at: string; value: string }[] }).rows;
  return rows.map((row) => `${row.at}: ${preview(row.value, 400)}`);
}
