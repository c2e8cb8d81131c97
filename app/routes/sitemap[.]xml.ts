/**
 * /sitemap.xml: the public pages for search engines (search engines and sharing), every public
 * center page and every upcoming public event page (sitemap of centers and events). Resource route.
 */
import type { Route } from "./+types/sitemap[.]xml";
import { servicesOf } from "~/server/services.server";

export async function loader({ context }: Route.LoaderArgs) {
  return new Response(await servicesOf(context).site.sitemapXml(), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
