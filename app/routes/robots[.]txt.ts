/** /robots.txt with the absolute sitemap URL from PUBLIC_URL (search engines and sharing). */
import type { Route } from "./+types/robots[.]txt";
import { servicesOf } from "~/server/services.server";

export async function loader({ context }: Route.LoaderArgs) {
  return new Response(await servicesOf(context).site.robotsTxt(), {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
