/**
 * /edit-lan-center (docs/spec/owner-portal.md §2 "Edit LAN Center": the id comes from ?edit={id}):
 * sends the owner to the edit form at /register-lan-center?edit={id}; without an id it says
 * 'No location ID provided'. Visitors go to /login first.
 */
import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/edit-lan-center";
import { requireId } from "~/server/directory/owner-http.server";
import { servicesOf } from "~/server/services.server";

export function meta() {
  return [{ title: "Edit LAN Center | LAN Center Network" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await servicesOf(context).auth.requireUser(request);
  const edit = new URL(request.url).searchParams.get("edit");
  if (!edit) return data({ missing: true }, 400);
  throw redirect(`/register-lan-center?edit=${requireId(edit)}`);
}

export default function EditLanCenter() {
  return (
    <div className="page max-w-2xl">
      <div className="card text-center">
        <h1 className="heading-1">Edit LAN Center</h1>
        <p className="mt-4 text-ink-300" role="alert">
          No location ID provided
        </p>
        <p className="mt-6">
          <Link to="/dashboard" className="btn-primary">
            Back to Dashboard
          </Link>
        </p>
      </div>
    </div>
  );
}
