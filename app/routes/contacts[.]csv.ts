/**
 * GET /contacts.csv?q=&type= (issue 16 "Contacts for the admin"): the admin contact list with
 * the same search and filter as /contacts, as a CSV download (formula-injection safe cells,
 * ADR 055). Administrators only: visitors go to /login, signed-in non-admins get 403. An unknown
 * `type` answers 400; a database failure 503. Never cached.
 */
import type { Route } from "./+types/contacts[.]csv";
import { parseContactsQuery } from "~/lib/contacts-query";
import { reasonOf } from "~/server/errors/app-error";
import { servicesOf } from "~/server/services.server";
import { csvDownload } from "~/server/http/csv-download.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { auth, directory } = servicesOf(context);
  const user = await auth.requireAdmin(request);
  const { query, error } = parseContactsQuery(new URL(request.url).searchParams);
  const plain = { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" };
  if (error) return new Response(error, { status: 400, headers: plain });
  let csv: string;
  try {
    csv = await directory.exportContactsCsv({
      actor: { userId: user.id, isAdmin: user.isAdmin },
      query,
    });
  } catch (error) {
    console.error(`contacts.csv: ${reasonOf(error)}`);
    return new Response("Failed to fetch contacts.", { status: 503, headers: plain });
  }
  const day = new Date().toISOString().slice(0, 10);
  return csvDownload(csv, `contacts-${day}.csv`);
}
