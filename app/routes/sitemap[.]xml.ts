/**
 * /sitemap.xml: the public pages for search engines (issue 3 item 8), every public center
 * page and every upcoming public event page (issue 7 "Sitemap"). Resource route.
 */
import { publicPagePaths } from "~/content/public-pages";
import { getConfig } from "~/server/config.server";
import { listPublicCenterIds } from "~/server/directory/centers.server";
import { listPublicEventIds } from "~/server/directory/events.server";
import { getDb } from "~/server/runtime.server";
import { buildSitemapXml } from "~/server/site/sitemap.server";

export async function loader() {
  const db = getDb();
  const [centerIds, eventIds] = await Promise.all([
    listPublicCenterIds(db),
    listPublicEventIds(db),
  ]);
  const paths = [
    ...publicPagePaths,
    ...centerIds.map((id) => `/lan-centers/${id}`),
    ...eventIds.map((id) => `/events/${id}`),
  ];
  return new Response(buildSitemapXml(getConfig().publicUrl, paths), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
