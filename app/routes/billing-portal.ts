/**
 * POST /billing-portal: 'Manage billing' (issue 13 item 5, ADR 051). Opens a Stripe Customer
 * Portal session for the signed-in owner's own Stripe customer and answers 303 to it; the
 * portal links back to `redirectTo`. A plain form post from the subscription panel, so it works
 * without JavaScript. Form fields: `location` (the center whose panel it is; the user must own
 * it), `redirectTo` (a same-site path, default /dashboard).
 *
 * Visitors: 303 to /login. A failure answers 303 back to `redirectTo` with
 * `?subscriptionError=access_denied | no_billing_account | portal_failed`, which the panel
 * shows. GET answers 405.
 */
import { redirect } from "react-router";
import type { Route } from "./+types/billing-portal";
import type { SubscriptionErrorCode } from "~/lib/subscription-status";
import { sameSitePath } from "~/lib/url";
import { isAppError } from "~/server/errors/app-error";
import { readFormData } from "~/server/http/form-data.server";
import { servicesOf } from "~/server/services.server";

const ERROR_CODES: readonly SubscriptionErrorCode[] = [
  "access_denied",
  "no_billing_account",
  "portal_failed",
];

/** Only POST is served; a GET answers 405. */
export function loader() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}

function withError(path: string, code: SubscriptionErrorCode): string {
  const url = new URL(path, "http://same-site.invalid");
  url.searchParams.set("subscriptionError", code);
  return `${url.pathname}${url.search}${url.hash}`;
}

export async function action({ request, context }: Route.ActionArgs) {
  const { auth, billing, config } = servicesOf(context);
  const form = await readFormData(request);
  const redirectTo = sameSitePath(String(form.get("redirectTo") ?? "")) ?? "/dashboard";
  const user = await auth.getSessionUser(request);
  if (!user) return redirect(`/login?redirectTo=${encodeURIComponent(redirectTo)}`, 303);
  const location = String(form.get("location") ?? "").trim();
  try {
    const url = await billing.openCustomerPortal({
      userId: user.id,
      returnUrl: new URL(redirectTo, config.publicUrl).href,
      locationId: location === "" ? undefined : location,
    });
    return redirect(url, 303);
  } catch (error) {
    if (!isAppError(error)) throw error;
    const code = ERROR_CODES.find((c) => c === error.code) ?? "portal_failed";
    return redirect(withError(redirectTo, code), 303);
  }
}
