/**
 * Decodes Stripe's request encoding (form-encoded bodies and query strings with bracketed keys,
 * as sent by stripe-node: `line_items[0][price]=...`, `metadata[key]=...`, `expand[0]=...`)
 * into nested objects and arrays. Used by the local Stripe emulator only.
 */

/** A decoded parameter value: string leaves, nested objects, arrays for numeric or `[]` keys. */
export type StripeParam = string | StripeParam[] | { [key: string]: StripeParam };

/** Decoded parameters of one request. */
export type StripeParams = { [key: string]: StripeParam };

/**
 * Parses `application/x-www-form-urlencoded` text with bracketed keys.
 * @param encoded body or query string (without `?`)
 * @returns nested params; objects whose keys are all integers become arrays in key order
 */
export function parseStripeParams(encoded: string): StripeParams {
  const root: StripeParams = {};
  for (const [rawKey, value] of new URLSearchParams(encoded)) {
    const match = /^([^[\]]+)((?:\[[^\]]*\])*)$/.exec(rawKey);
    if (!match) continue;
    const path = [match[1]!, ...[...match[2]!.matchAll(/\[([^\]]*)\]/g)].map((m) => m[1]!)];
    let node: { [key: string]: StripeParam } = root;
    for (let i = 0; i < path.length; i++) {
      let key = path[i]!;
      if (key === "") key = String(Object.keys(node).length);
      if (i === path.length - 1) {
        node[key] = value;
      } else {
        const next = node[key];
        if (typeof next !== "object" || next === null || Array.isArray(next)) node[key] = {};
        node = node[key] as { [key: string]: StripeParam };
      }
    }
  }
  return arraysFromNumericKeys(root) as StripeParams;
}

function arraysFromNumericKeys(value: StripeParam): StripeParam {
  if (typeof value === "string" || Array.isArray(value)) return value;
  const entries = Object.entries(value).map(([k, v]) => [k, arraysFromNumericKeys(v)] as const);
  if (entries.length > 0 && entries.every(([k]) => /^\d+$/.test(k))) {
    return entries.sort((a, b) => Number(a[0]) - Number(b[0])).map(([, v]) => v);
  }
  return Object.fromEntries(entries);
}

/** The string at `params[key]`, or undefined when absent or not a string. */
export function stringParam(params: StripeParams, key: string): string | undefined {
  const value = params[key];
  return typeof value === "string" ? value : undefined;
}

/** The string-to-string map at `params[key]` (e.g. `metadata`), or `{}`. */
export function mapParam(params: StripeParams, key: string): Record<string, string> {
  const value = params[key];
  if (typeof value !== "object" || value === null || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string] => typeof entry[1] === "string",
    ),
  );
}

/** The list of strings at `params[key]` (e.g. `expand`), or `[]`. */
export function listParam(params: StripeParams, key: string): string[] {
  const value = params[key];
  if (typeof value === "string") return [value];
  if (!Array.isArray(value)) return [];
  return value.filter((item): item is string => typeof item === "string");
}
