/**
 * GET /lan-centers/markers.json?bbox=west,south,east,north&zoom=Z&q=&community=&platform=&open=
 * (map at scale, issue 15 item 4, ADR 062): the clusters and single markers of one map view of
 * the public centers matching the search, `{ clusters: [lat, lng, count, expansionZoom][],
 * markers: [id, lat, lng, admin, featured][], zoom, total, bounds }`, at most 500 features.
 * Without bbox and zoom: the world overview (the finest zoom within the cap). A bad box or zoom
 * answers 400 `{ error }` with a plain message. An ETag lets a repeat answer be a 304. A 200 is
 * kept as stored compressed bytes for everyone (issue 30 item 2, ADR 091), emptied with the
 * public cache, so server.ts answers the same view again without running this loader. So the
 * map's appearances (issue 26, ADR 086) are counted by the map's beacon to /insights/seen, not
 * here.
 */
import { createHash } from "node:crypto";
import type { Route } from "./+types/lan-centers.markers[.]json";
import { parseCenterSearch } from "~/lib/center-search-parse";
import { parseMapView } from "~/lib/map-view";
import { reasonOf } from "~/server/errors/app-error";
import { servicesOf } from "~/server/services.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const parsed = parseMapView(params);
  if (!parsed.ok) {
    return Response.json(
      { error: parsed.error },
      { status: 400, headers: { "Cache-Control": "no-store" } },
    );
  }
  const search = parseCenterSearch(params);
  const { pageCache } = servicesOf(context);
  // Before the data is read: an answer read before a write is never kept after it.
  const generation = pageCache.generation();
  let body: string;
  try {
    body = JSON.stringify(
      await servicesOf(context).directory.answerMapView({ search, view: parsed.view }),
    );
  } catch (error) {
    console.error(`markers: ${reasonOf(error)}`);
    return Response.json(
      { error: "Unable to load LAN center locations from database" },
      { status: 503, headers: { "Cache-Control": "no-store" } },
    );
  }
  const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
  const headers = {
    ETag: etag,
    "Cache-Control": "public, no-cache",
    "Content-Type": "application/json; charset=utf-8",
  };
  const url = new URL(request.url);
  pageCache
    .storeShared({
      pathAndQuery: `${url.pathname}${url.search}`,
      body,
      headers: new Headers(headers),
      generation,
    })
    .catch((error: unknown) => console.error(`markers: keep: ${reasonOf(error)}`));
  const ifNoneMatch = request.headers.get("if-none-match");
  if (ifNoneMatch?.split(",").some((tag) => tag.trim() === etag)) {
    return new Response(null, { status: 304, headers });
  }
  return new Response(body, { headers });
}
