/**
 * GET /events/calendar.ics: iCalendar feed of upcoming verified LAN parties (issue 14 item 5),
 * for calendar apps to subscribe to. 503 while the database is unavailable.
 */
import type { Route } from "./+types/events.calendar[.]ics";
import { reasonOf } from "~/server/errors/app-error";
import { servicesOf } from "~/server/services.server";

export async function loader({ context }: Route.LoaderArgs) {
  const { directory, config } = servicesOf(context);
  try {
    const body = await directory.getUpcomingEventsFeed({ publicUrl: config.publicUrl });
    return new Response(body, {
      headers: {
        "Content-Type": "text/calendar; charset=utf-8",
        "Cache-Control": "public, max-age=900",
      },
    });
  } catch (error) {
    console.error(`events feed: ${reasonOf(error)}`);
    return new Response("Unable to load LAN parties", {
      status: 503,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "30" },
    });
  }
}
