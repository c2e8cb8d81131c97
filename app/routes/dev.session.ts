/**
 * POST /dev/session (local mode only, 404 in production like every /dev/* page; ADR 007):
 * signs in a verified account, creating it first when needed, and answers
 * `{ userId, email, role }` with the session cookie; a refusal answers `{ error }`. The browser
 * tests' `login` fixture (tests/support/fixtures.ts) uses it. Fields: `password` (required),
 * `email`, `admin` ("true"), `firstName`, `lastName`. POST only (the cross-site write gate
 * applies); GET answers 405.
 */
import type { Route } from "./+types/dev.session";
import { isAppError } from "~/server/errors/app-error";
import { readFormData } from "~/server/http/form-data.server";
import { localServicesOf } from "~/server/services.server";

/** Only POST is served; a GET answers 405 (404 in production mode). */
export function loader({ context }: Route.LoaderArgs) {
  localServicesOf(context);
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}

export async function action({ request, context }: Route.ActionArgs) {
  const local = localServicesOf(context);
  const form = await readFormData(request);
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value.trim() : "";
  };
  const noStore = { "Cache-Control": "no-store" };
  try {
    const session = await local.createDevSession({
      email: field("email"),
      password: typeof form.get("password") === "string" ? String(form.get("password")) : "",
      admin: field("admin") === "true",
      firstName: field("firstName"),
      lastName: field("lastName"),
    });
    const headers = new Headers(noStore);
    for (const cookie of session.setCookies) headers.append("Set-Cookie", cookie);
    const { userId, email, role } = session;
    return Response.json({ userId, email, role }, { headers });
  } catch (error) {
    if (!isAppError(error)) throw error;
    return Response.json({ error: error.message }, { status: error.status, headers: noStore });
  }
}
