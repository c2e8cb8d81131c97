/**
 * Log Out (docs/spec/public-site.md §2 "Shared navigation"; sign-in, sign-out and password reset
 * pages): a POST that ends the session on the server and clears the cookies; GET is refused (no
 * sign-out by link).
 */
import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { clientOf } from "~/server/auth/request.server";
import { servicesOf } from "~/server/services.server";

export function loader() {
  throw new Response("Use the Log Out button.", { status: 405, headers: { Allow: "POST" } });
}

export async function action({ request, context }: Route.ActionArgs) {
  const client = clientOf(request, context);
  const headers = await servicesOf(context).auth.signOut({ client });
  throw redirect("/", { headers });
}
