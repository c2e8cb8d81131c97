/** /sitemap.xml: the public pages for search engines (issue 3 item 8). Resource route. */
import { publicPagePaths } from "~/content/public-pages";
import { getConfig } from "~/server/config.server";
import { buildSitemapXml } from "~/server/site/sitemap.server";

export function loader() {
  return new Response(buildSitemapXml(getConfig().publicUrl, publicPagePaths), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
