/**
 * Which requests count (issue 26 item 2, ADR 085): not a bot by the user agent (isbot, also an
 * empty one), not a prefetch or prerender (`Sec-Purpose`/`Purpose`/`X-Moz: prefetch`,
 * `X-Purpose: preview`), not a HEAD. A visitor is shown the page only by a real GET or the beacon.
 */
import { isbot } from "isbot";

/** Why a request is not counted, or null when it counts. */
export function uncountedReason(request: Request): "head" | "prefetch" | "bot" | null {
  if (request.method === "HEAD") return "head";
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

/** The calendar day of `at` on the wall clock of `timeZone`, as `YYYY-MM-DD`. */
export function dayInZone(at: Date, timeZone: string): string {
  // en-CA formats dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(at);
}
