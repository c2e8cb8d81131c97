/**
 * /insights/hit (issue 26 item 2, ADR 085): counts a view of a public center (`?c={id}`) or
 * event (`?e={id}`) page.
 *
 * - POST: the beacon the page sends after load (`navigator.sendBeacon`, `InsightsBeacon`);
 *   204, or 429 over the per-address budget. Nothing is read from the body.
 * - GET: the `<noscript>` image for visitors without JavaScript: a 1×1 transparent GIF.
 *
 * Both answer `no-store` and say nothing about whether the hit counted (bots, prefetches, HEAD,
 * the listing's owner and unknown listings are simply not counted).
 */
import type { Route } from "./+types/insights.hit";
import { clientIpContext } from "~/lib/client-ip";
import type { InsightTarget } from "~/server/insights/index.server";
import { servicesOf } from "~/server/services.server";

/** The smallest transparent GIF (1×1, 43 bytes). */
const PIXEL = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");

const NO_STORE = { "Cache-Control": "no-store" };

/** The listing named by the query (`c` center, `e` event), or null. */
function targetOf(request: Request): InsightTarget | null {
  const query = new URL(request.url).searchParams;
  const center = query.get("c");
  if (center) return { kind: "center", id: center };
  const event = query.get("e");
  return event ? { kind: "event", id: event } : null;
}

async function count(request: Request, context: Route.LoaderArgs["context"]) {
  const target = targetOf(request);
  if (!target) return "not_counted" as const;
  return servicesOf(context).insights.countView({
    request,
    clientIp: context.get(clientIpContext),
    target,
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await count(request, context);
  return new Response(PIXEL, {
    headers: { ...NO_STORE, "Content-Type": "image/gif", "Content-Length": String(PIXEL.length) },
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  const answer = await count(request, context);
  return new Response(null, {
    status: answer === "limited" ? 429 : 204,
    headers: answer === "limited" ? { ...NO_STORE, "Retry-After": "60" } : NO_STORE,
  });
}
