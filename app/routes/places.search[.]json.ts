/**
 * GET /places/search.json?q=osl&limit=8: cities whose name, local name or a common alternate
 * name starts with `q` (case and diacritics ignored), best match first, for the location picker
 * of the center and party forms (issue 14 item 2, ADR 058; issue 28 item 4, ADR 100). The gazetteer stays on the server, so it never enters the browser bundle.
 * Answers `{ places: [{ name, country, label, lat, lng, population }] }`, or 400 with
 * `{ error }` for a missing or malformed query.
 */
import type { Route } from "./+types/places.search[.]json";
import { searchTextSchema } from "~/lib/center-search-parse";
import { z } from "~/lib/zod";
import { servicesOf } from "~/server/services.server";

const querySchema = z.object({
  q: searchTextSchema.pipe(z.string().min(1)),
  limit: z.coerce.number().int().min(1).max(20).default(8),
});

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const query = querySchema.safeParse({
    q: params.get("q") ?? "",
    limit: params.get("limit") ?? undefined,
  });
  if (!query.success) {
    return Response.json(
      { error: "Give a place name (q) and at most 20 results (limit)." },
      { status: 400, headers: { "Cache-Control": "no-store" } },
    );
  }
  const places = await servicesOf(context).directory.searchPlaces(query.data);
  return Response.json(
    { places },
    // The gazetteer changes only with a release: let browsers and proxies keep answers a day.
    { headers: { "Cache-Control": "public, max-age=86400" } },
  );
}
