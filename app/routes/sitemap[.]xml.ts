/**
 * /sitemap.xml: the public pages for search engines (search engines and sharing), every public
 * center page and every upcoming public event page (sitemap of centers and events). Resource route.
 * The same for every visitor: kept as stored compressed bytes like the map's marker answers
 * (issue 30 item 2, ADR 091), emptied with the public cache, so server.ts answers it again
 * without running this loader (at 100,000 centers it is several MB of XML).
 */
import type { Route } from "./+types/sitemap[.]xml";
import { reasonOf } from "~/server/errors/app-error";
import { servicesOf } from "~/server/services.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { pageCache, site } = servicesOf(context);
  // Before the data is read: an answer read before a write is never kept after it.
  const generation = pageCache.generation();
  const body = await site.sitemapXml();
  const headers = new Headers({
    "Content-Type": "application/xml; charset=utf-8",
    "Cache-Control": "public, max-age=3600",
  });
  const url = new URL(request.url);
  pageCache
    .storeShared({ pathAndQuery: `${url.pathname}${url.search}`, body, headers, generation })
    .catch((error: unknown) => console.error(`sitemap: keep: ${reasonOf(error)}`));
  return new Response(body, { headers });
}
