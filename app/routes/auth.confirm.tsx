/**
 * /auth/confirm (docs/spec/public-site.md §2 "Other confirmation pages"): follows
 * `confirmation_url` only when it is a path on this site; anything else (missing, other origins,
 * `//host`, `javascript:`) goes to /.
 */
import { redirect } from "react-router";
import type { Route } from "./+types/auth.confirm";
import { localeFromPath, localizeHref } from "~/i18n/locales";
import { localizedWayBack } from "~/i18n/way-back";
import { sameSitePath } from "~/lib/url";
import { servicesOf } from "~/server/services.server";

export function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const target = sameSitePath(
    url.searchParams.get("confirmation_url"),
    servicesOf(context).config.publicUrl,
  );
  // Under /de/ the way on stays German (issue 28); the same-site check runs first.
  throw redirect(target ? localizedWayBack(locale, target) : localizeHref(locale, "/"));
}
