/**
 * Which requests count (issue 26 item 2, ADR 085): not a bot by the user agent (isbot, also an
 * empty one), not a prefetch or prerender (`Sec-Purpose`/`Purpose`/`X-Moz: prefetch`,
 * `X-Purpose: preview`), not a HEAD. A visitor is shown the page only by a real GET or the beacon.
 */
import { isbot } from "isbot";
import { LRUCache } from "lru-cache";

/** The header server.ts sets on a HEAD request it hands to React Router as a GET. */
export const HEAD_MARK = "x-lcn-head";

/**
 * isbot's answer per user agent: its pattern is long, and visitors share a few hundred browsers'
 * user agents, so each is tested once (bounded: a flood of made-up agents only evicts).
 */
const botAnswers = new LRUCache<string, boolean>({ max: 2_000 });

/** Whether `userAgent` is a bot's, by isbot, remembered per agent. */
function isBotAgent(userAgent: string): boolean {
  // Real browsers' agents are a few hundred characters; a longer one is tested and not kept.
  if (userAgent.length > 512) return isbot(userAgent);
  let answer = botAnswers.get(userAgent);
  if (answer === undefined) {
    answer = isbot(userAgent);
    botAnswers.set(userAgent, answer);
  }
  return answer;
}

/** The headers browsers mark a prefetch, prerender or preview with. */
const PURPOSE_HEADERS = ["sec-purpose", "purpose", "x-purpose", "x-moz"] as const;
const PREFETCH = /prefetch|prerender|preview/i;

/** Why a request is not counted, or null when it counts. */
export function uncountedReason(request: Request): "head" | "prefetch" | "bot" | null {
  // server.ts renders a HEAD as its GET and marks it (ADR 067); the mark only ever stops a count.
  if (request.method === "HEAD" || request.headers.get(HEAD_MARK) === "1") return "head";
  for (const name of PURPOSE_HEADERS) {
    const purpose = request.headers.get(name);
    if (purpose !== null && PREFETCH.test(purpose)) return "prefetch";
  }
  const userAgent = request.headers.get("user-agent") ?? "";
  if (userAgent.trim() === "" || isBotAgent(userAgent)) return "bot";
  return null;
}

/** Per zone: its formatter, and the last day it gave with the UTC minute it was asked for. */
const dayFormats = new Map<string, { format: Intl.DateTimeFormat; minute: number; day: string }>();

/**
 * The calendar day of `at` on the wall clock of `timeZone`, as `YYYY-MM-DD`. Every zone's local
 * midnight falls on a whole UTC minute (offsets are whole minutes today), so the day found for
 * one minute holds for the whole minute: a burst of hits formats once per zone and minute.
 */
export function dayInZone(at: Date, timeZone: string): string {
  const minute = Math.floor(at.getTime() / 60_000);
  let kept = dayFormats.get(timeZone);
  if (kept?.minute === minute) return kept.day;
  if (!kept) {
    // en-CA formats dates as YYYY-MM-DD. Zones are a few hundred names at most; an invalid one
    // throws here and is not kept.
    const format = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    });
    kept = { format, minute, day: "" };
    dayFormats.set(timeZone, kept);
  }
  kept.minute = minute;
  kept.day = kept.format.format(at);
  return kept.day;
}
