/**
 * /edit-lan-center (docs/spec/owner-portal.md §2 "Edit LAN Center": the id comes from ?edit={id}):
 * sends the owner to the edit form at /register-lan-center?edit={id}; without an id it says
 * 'No location ID provided'. Visitors go to /login first.
 */
import { data, redirect } from "react-router";
import type { Route } from "./+types/edit-lan-center";
import { requireId } from "~/server/directory/owner-http.server";
import { localeFromPath, localizeHref } from "~/i18n/locales";
import { servicesOf } from "~/server/services.server";
import { BACK_TO_DASHBOARD, PageNotice } from "~/components/ui/status-card";

export function meta() {
  return [{ title: "Edit LAN Center | LAN Center Network" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await servicesOf(context).auth.requireUser(request);
  const edit = new URL(request.url).searchParams.get("edit");
  if (!edit) return data({ missing: true }, 400);
  const locale = localeFromPath(new URL(request.url).pathname);
  throw redirect(localizeHref(locale, `/register-lan-center?edit=${requireId(edit)}`));
}

export default function EditLanCenter() {
  return (
    <PageNotice title="Edit LAN Center" role="alert" link={BACK_TO_DASHBOARD}>
      No location ID provided
    </PageNotice>
  );
}
