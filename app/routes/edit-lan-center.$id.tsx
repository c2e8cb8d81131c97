/**
 * /edit-lan-center/{id} (docs/spec/owner-portal.md §2 "Edit LAN Center": the id actually used comes
 * from ?edit={id}, else the path): sends the owner to /register-lan-center?edit={id}.
 */
import { redirect } from "react-router";
import type { Route } from "./+types/edit-lan-center.$id";
import { requireId } from "~/server/directory/owner-http.server";
import { localeFromPath, localizeHref } from "~/i18n/locales";
import { servicesOf } from "~/server/services.server";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await servicesOf(context).auth.requireUser(request);
  const edit = new URL(request.url).searchParams.get("edit") ?? params.id;
  const locale = localeFromPath(new URL(request.url).pathname);
  throw redirect(localizeHref(locale, `/register-lan-center?edit=${requireId(edit)}`));
}
