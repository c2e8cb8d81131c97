/**
 * /insights/seen (issue 26 items 1 and 4, ADR 086): counts what one /lan-centers list or search
 * result page showed. The query is that page's own search (`q`, `community`, `near`, `page`,
 * `platform`, `open`); the server runs the same (cached) search again and counts the centers it
 * lists, their featured positions and the search term, so a browser can never name centers that
 * were not shown. With `map=1` and a map view (`bbox`, `zoom`, as /lan-centers/markers.json takes
 * them) it counts that view's single markers instead: the map's beacon after each view it drew,
 * since a markers answer may come from the stored-bytes cache without its loader (ADR 091).
 *
 * - POST: the beacon the page sends after load (`AppearancesBeacon`), also when the page came from
 *   the page cache; 204, or 429 over the per-address budget. Nothing is read from the body.
 * - GET: the `<noscript>` image for visitors without JavaScript: a 1×1 transparent GIF.
 *
 * Both answer `no-store` and say nothing about what counted; a failed search counts nothing.
 */
import type { Route } from "./+types/insights.seen";
import { CENTERS_PAGE_SIZE } from "~/lib/center-search";
import { parseCenterSearch } from "~/lib/center-search-parse";
import { parseMapView } from "~/lib/map-view";
import { clientIpContext } from "~/lib/client-ip";
import { reasonOf } from "~/server/errors/app-error";
import { listAppearances, mapAppearances } from "~/server/insights/index.server";
import { servicesOf } from "~/server/services.server";

/** The smallest transparent GIF (1×1, 43 bytes). */
const PIXEL = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");

const NO_STORE = { "Cache-Control": "no-store" };

async function count(request: Request, context: Route.LoaderArgs["context"]) {
  const { directory, insights } = servicesOf(context);
  const params = new URL(request.url).searchParams;
  const search = parseCenterSearch(params);
  try {
    let appearances;
    if (params.get("map") === "1") {
      const view = parseMapView(params);
      if (!view.ok) return "not_counted" as const;
      appearances = mapAppearances(await directory.answerMapView({ search, view: view.view }));
    } else {
      const result = await directory.searchCenters({ search, pageSize: CENTERS_PAGE_SIZE });
      appearances = listAppearances(search, result);
    }
    return await insights.countAppearances({
      request,
      clientIp: context.get(clientIpContext),
      appearances,
    });
  } catch (error) {
    console.error(`insights seen: ${reasonOf(error)}`);
    return "not_counted" as const;
  }
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await count(request, context);
  return new Response(PIXEL, {
    headers: { ...NO_STORE, "Content-Type": "image/gif", "Content-Length": String(PIXEL.length) },
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  const answer = await count(request, context);
  return new Response(null, {
    status: answer === "limited" ? 429 : 204,
    headers: answer === "limited" ? { ...NO_STORE, "Retry-After": "60" } : NO_STORE,
  });
}
