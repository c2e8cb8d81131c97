/**
 * GET /dashboard/events/{id}/attendees.csv (issue 25 item 3): the attendee list as a CSV download
 * (csv-stringify, formula-injection safe cells). Only the event's organiser and admins (404 for
 * anyone else); visitors go to /login. Never cached.
 */
import type { Route } from "./+types/dashboard_.events.$id.attendees[.]csv";
import { requireId } from "~/server/directory/owner-http.server";
import { throwAppError } from "~/server/errors/route-answer.server";
import { servicesOf } from "~/server/services.server";
import { csvDownload } from "~/server/http/csv-download.server";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { attendance, auth } = servicesOf(context);
  const user = await auth.requireUser(request);
  const eventId = requireId(params.id);
  let file;
  try {
    file = await attendance.attendeesCsv({
      actor: { userId: user.id, isAdmin: user.isAdmin },
      eventId,
    });
  } catch (error) {
    throwAppError(error);
  }
  return csvDownload(file.csv, file.fileName);
}
