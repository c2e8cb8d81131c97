/**
 * Request ids (issue 29 item 4, ADR 097): every request gets one, taken from a sane incoming
 * `X-Request-Id` (a proxy's) or made here, sent back in the `X-Request-Id` answer header, written
 * in its log lines and shown as the error page's reference.
 */
import { randomUUID } from "node:crypto";

/** The header a request id comes in and goes back out with. */
export const REQUEST_ID_HEADER = "x-request-id";

/** An incoming id is kept when it is 8 to 64 of these characters (a UUID, a proxy's hex id). */
const SANE_ID = /^[A-Za-z0-9._:-]{8,64}$/;

/**
 * The request id for an incoming `X-Request-Id` header value.
 * @param incoming the header's value(s), or undefined
 * @returns the incoming id when it is one sane value (8–64 characters of letters, digits and
 *   `. _ : -`), else a new random UUID
 */
export function requestIdFor(incoming: string | string[] | undefined): string {
  if (typeof incoming === "string" && SANE_ID.test(incoming)) return incoming;
  return randomUUID();
}
