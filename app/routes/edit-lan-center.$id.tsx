/**
 * /edit-lan-center/{id} (spec: owner-portal.md §2 "Edit LAN Center": the id actually used comes
 * from ?edit={id}, else the path): sends the owner to /register-lan-center?edit={id}.
 */
import { redirect } from "react-router";
import type { Route } from "./+types/edit-lan-center.$id";
import { requireUser } from "~/server/auth/session.server";
import { requireId } from "~/server/directory/owner-http.server";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireUser(request);
  const edit = new URL(request.url).searchParams.get("edit") ?? params.id;
  throw redirect(`/register-lan-center?edit=${requireId(edit)}`);
}
