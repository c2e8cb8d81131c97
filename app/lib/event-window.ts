/**
 * The /events date filter kept in the URL: `from` and `to` as YYYY-MM-DD (UTC days).
 * Invalid values are dropped; `to` before `from` drops `to`.
 */
import { z } from "~/lib/zod";

/** Parsed filter: ISO dates (YYYY-MM-DD) or null. */
export interface EventWindowParams {
  from: string | null;
  to: string | null;
}

const isoDate = z.iso.date();

/** Reads `from` and `to` from URL params. */
export function parseEventWindow(params: URLSearchParams): EventWindowParams {
  const from = isoDate.safeParse(params.get("from") ?? "");
  const to = isoDate.safeParse(params.get("to") ?? "");
  const fromValue = from.success ? from.data : null;
  const toValue = to.success ? to.data : null;
  return { from: fromValue, to: fromValue && toValue && toValue < fromValue ? null : toValue };
}
