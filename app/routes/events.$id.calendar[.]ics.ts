/**
 * GET /events/{id}/calendar.ics: 'Add to calendar' for a public LAN party (issue 14 item 5),
 * an iCalendar file the browser hands to the calendar app. Not public: 404.
 */
import type { Route } from "./+types/events.$id.calendar[.]ics";
import { loadOr404 } from "~/server/errors/route-answer.server";
import { servicesOf } from "~/server/services.server";

export async function loader({ params, context }: Route.LoaderArgs) {
  const { directory, config } = servicesOf(context);
  const body = await loadOr404(params.id, (id) =>
    directory.getEventCalendar({ id, publicUrl: config.publicUrl }),
  );
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="lan-party-${params.id}.ics"`,
      "Cache-Control": "public, max-age=300",
    },
  });
}
