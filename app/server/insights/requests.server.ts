/**
 * Which requests count (issue 26 item 2, ADR 085): not a bot by the user agent (isbot, also an
 * empty one), not a prefetch or prerender (`Sec-Purpose`/`Purpose`/`X-Moz: prefetch`,
 * `X-Purpose: preview`), not a HEAD. A visitor is shown the page only by a real GET or the beacon.
 */
import { isbot } from "isbot";

/** The header server.ts sets on a HEAD request it hands to React Router as a GET. */
export const HEAD_MARK = "x-lcn-head";

/** Why a request is not counted, or null when it counts. */
export function uncountedReason(request: Request): "head" | "prefetch" | "bot" | null {
  // server.ts renders a HEAD as its GET and marks it (ADR 067); the mark only ever stops a count.
  if (request.method === "HEAD" || request.headers.get(HEAD_MARK) === "1") return "head";
  const purpose = [
    request.headers.get("sec-purpose"),
    request.headers.get("purpose"),
    request.headers.get("x-purpose"),
    request.headers.get("x-moz"),
  ]
    .filter((value): value is string => value !== null)
    .join(" ")
    .toLowerCase();
  if (/prefetch|prerender|preview/.test(purpose)) return "prefetch";
  const userAgent = request.headers.get("user-agent") ?? "";
  if (userAgent.trim() === "" || isbot(userAgent)) return "bot";
  return null;
}

/** One formatter per zone: building an `Intl.DateTimeFormat` costs far more than using one. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day of `at` on the wall clock of `timeZone`, as `YYYY-MM-DD`. */
export function dayInZone(at: Date, timeZone: string): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    // en-CA formats dates as YYYY-MM-DD.
    format = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    });
    // Zones are a few hundred names at most; an invalid one throws above and is not kept.
    dayFormats.set(timeZone, format);
  }
  return format.format(at);
}
