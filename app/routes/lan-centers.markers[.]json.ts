/**
 * GET /lan-centers/markers.json?q=&community= (map at scale): compact markers of the
 * public centers matching the search, `{ markers: [id, lat, lng, admin][] }`, with an ETag so a
 * repeat visit with unchanged data answers 304 and transfers nothing new.
 */
import { createHash } from "node:crypto";
import type { Route } from "./+types/lan-centers.markers[.]json";
import { parseCenterSearch } from "~/lib/center-search";
import { reasonOf } from "~/server/errors/app-error";
import { servicesOf } from "~/server/services.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const search = parseCenterSearch(new URL(request.url).searchParams);
  let body: string;
  try {
    body = JSON.stringify({
      markers: await servicesOf(context).directory.listCompactMarkers({ search }),
    });
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
  const ifNoneMatch = request.headers.get("if-none-match");
  if (ifNoneMatch?.split(",").some((tag) => tag.trim() === etag)) {
    return new Response(null, { status: 304, headers });
  }
  return new Response(body, { headers });
}
