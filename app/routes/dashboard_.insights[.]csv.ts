/**
 * GET /dashboard/insights.csv (issue 26 item 4): the Insights tab's daily numbers of one own
 * listing (`?listing=`, `?days=`) as a CSV download (csv-stringify). Visitors go to /login;
 * another account's listing, or an account without listings, answers 404. Never cached.
 */
import type { Route } from "./+types/dashboard_.insights[.]csv";
import { throwAppError } from "~/server/errors/route-answer.server";
import { periodOf } from "~/server/insights/index.server";
import { servicesOf } from "~/server/services.server";
import { csvDownload } from "~/server/http/csv-download.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { auth, insights } = servicesOf(context);
  const user = await auth.requireUser(request);
  const query = new URL(request.url).searchParams;
  let file;
  try {
    file = await insights.exportCsv({
      userId: user.id,
      subject: query.get("listing"),
      days: periodOf(query.get("days")),
    });
  } catch (error) {
    throwAppError(error);
  }
  return csvDownload(file.csv, file.fileName);
}
