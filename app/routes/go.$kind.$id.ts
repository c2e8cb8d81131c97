/**
 * /go/{kind}/{id} (issue 26 item 2, ADR 085): an outbound link of a listing that counts the click,
 * then redirects (302, `no-store`) to the listing's own stored link: `website`, `directions`
 * (a maps link from its stored coordinates), `phone` (`tel:`) of center `id`, or `calendar` (the
 * `.ics` of event `id`). Nothing from the request's query is ever the target, so it is not an
 * open redirect. An unknown kind, a hidden listing or a missing link answers 404.
 */
import type { Route } from "./+types/go.$kind.$id";
import { clientIpContext } from "~/lib/client-ip";
import { isAppError } from "~/server/errors/app-error";
import { LINK_KINDS, type LinkKind } from "~/server/insights/index.server";
import { servicesOf } from "~/server/services.server";

const NOT_AVAILABLE = "This link is not available.";

function isLinkKind(value: string): value is LinkKind {
  return (LINK_KINDS as readonly string[]).includes(value);
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const notFound = () =>
    new Response(NOT_AVAILABLE, {
      status: 404,
      headers: { "Cache-Control": "no-store", "Content-Type": "text/plain; charset=utf-8" },
    });
  if (!isLinkKind(params.kind)) return notFound();
  try {
    const { location } = await servicesOf(context).insights.followLink({
      request,
      clientIp: context.get(clientIpContext),
      kind: params.kind,
      id: params.id,
    });
    return new Response(null, {
      status: 302,
      headers: { Location: location, "Cache-Control": "no-store", "Referrer-Policy": "origin" },
    });
  } catch (error) {
    if (isAppError(error) && error.status === 404) return notFound();
    throw error;
  }
}
