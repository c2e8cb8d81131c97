/**
 * /auth/confirm (docs/spec/public-site.md §2 "Other confirmation pages"): follows
 * `confirmation_url` only when it is a path on this site; anything else (missing, other origins,
 * `//host`, `javascript:`) goes to /.
 */
import { redirect } from "react-router";
import type { Route } from "./+types/auth.confirm";
import { sameSitePath } from "~/lib/url";
import { servicesOf } from "~/server/services.server";

export function loader({ request, context }: Route.LoaderArgs) {
  const target = new URL(request.url).searchParams.get("confirmation_url");
  throw redirect(sameSitePath(target, servicesOf(context).config.publicUrl) ?? "/");
}
