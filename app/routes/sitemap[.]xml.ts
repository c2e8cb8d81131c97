/**
 * /sitemap.xml: the public pages for search engines (issue 3 item 8), every public center
 * page and every upcoming public event page (issue 7 "Sitemap"). Resource route.
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
