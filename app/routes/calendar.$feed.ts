/**
 * GET /calendar/{token}.ics: the personal calendar feed (issue 25 item 5, ADR 082), subscribed
 * to by calendar apps (webcal://). The secret token is the only credential: an unknown or reset
 * token answers 404, as does anything not ending in `.ics`. Never cached by shared caches.
 */
import type { Route } from "./+types/calendar.$feed";
import { servicesOf } from "~/server/services.server";

const SUFFIX = ".ics";

export async function loader({ params, context }: Route.LoaderArgs) {
  const { attendance } = servicesOf(context);
  const feed = params.feed;
  const body = feed.endsWith(SUFFIX)
    ? await attendance.calendarFeed.feedFor({ token: feed.slice(0, -SUFFIX.length) })
    : null;
  if (body === null) {
    return new Response("Not found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
      "Referrer-Policy": "no-referrer",
    },
  });
}
