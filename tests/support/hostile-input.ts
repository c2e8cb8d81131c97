/**
 * Hostile input for the security suite (security test suite: hostile input): fast-check arbitraries
 * for strings an attacker or a broken client may send (very long text, unicode tricks with RTL
 * overrides, zero-width characters, emoji and NUL, HTML and SQL fragments, numbers where text
 * is expected) and for whole forms (a field missing, repeated, sent as a file, unknown extra
 * fields), plus the helpers the tests share: reading a route action's answer the way React
 * Router does, building requests, and counting the rows of the user-content tables.
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
  ...NUMBER_LIKE,
];

/** A very long text: past every field limit (200 .. 5000 characters) and far beyond. */
export const longText: fc.Arbitrary<string> = fc
  .tuple(
    fc.constantFrom(129, 201, 255, 2049, 5001, 20_000, 100_000),
    fc.constantFrom("A", "é", "👾", "<b>", "'", "\u0000"),
  )
  .map(([length, unit]) => unit.repeat(Math.ceil(length / unit.length)));

/** One hostile string: fragments, random code points (NUL and surrogates included), long text. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...ALL_FRAGMENTS) },
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

/**
 * Arbitrary forms for a route whose fields have the valid values `spec` (every listed value
 * must be valid, so that a run can get past validation). Two shapes, half each:
 * - nearly valid: every field valid but at most two, which carry a hostile value (this is what
 *   reaches the database with NUL, very long or HTML text);
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
      fc.array(fc.tuple(fc.nat({ max: Math.max(0, names.length - 1) }), hostileField), {
        maxLength: names.length ? 2 : 0,
      }),
    )
    .map(([fields, mutations]) => {
      const copy = [...fields];
      for (const [index, value] of mutations) copy[index] = [names[index]!, value];
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
