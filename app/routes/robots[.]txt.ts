/** /robots.txt with the absolute sitemap URL from PUBLIC_URL (issue 3 item 8). */
import { getConfig } from "~/server/config.server";
import { buildRobotsTxt } from "~/server/site/sitemap.server";

export function loader() {
  return new Response(buildRobotsTxt(getConfig().publicUrl), {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
