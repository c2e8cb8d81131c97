/**
 * The e-mail availability check of /signup-form (check_email_exists_in_lan_centers,
 * docs/spec/public-site.md §4, §7): POST `email`, answers `{ taken, waiting }` (`waiting`: the
 * account is not verified yet, issue 24 item 4); trimmed and lower-cased first; rate-limited per
 * client address (429 with `{ taken: false, limited: true }`).
 */
import { data } from "react-router";
import type { Route } from "./+types/api.email-availability";
import { isEmailShaped, normalizeEmail } from "~/lib/auth-forms";
import { clientOf } from "~/server/auth/request.server";
import { servicesOf } from "~/server/services.server";
import { readFormData } from "~/server/http/form-data.server";

/** Only POST is served; a GET answers 405 like the other API routes. */
export function loader() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request);
  const email = normalizeEmail(String(form.get("email") ?? ""));
  if (!isEmailShaped(email))
    return data({ taken: false, waiting: false, limited: false }, { status: 400 });
  const result = await servicesOf(context).auth.checkEmailAvailability({
    email,
    client: clientOf(request, context),
  });
  return data(result, {
    status: result.limited ? 429 : 200,
    headers: { "Cache-Control": "no-store" },
  });
}
