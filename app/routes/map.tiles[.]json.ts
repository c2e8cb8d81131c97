/**
 * /map/tiles.json (issue 15 item 6, ADR 064): `{ "available": boolean }`, whether the map may
 * request remote tiles. The browser asks before adding the tile layer, so a dead tile service
 * costs no failed request (and no console error) in the browser.
 */
import type { Route } from "./+types/map.tiles[.]json";
import { servicesOf } from "~/server/services.server";

export async function loader({ context }: Route.LoaderArgs) {
  return Response.json(await servicesOf(context).site.tileStatus(), {
    headers: { "Cache-Control": "public, max-age=60" },
  });
}
