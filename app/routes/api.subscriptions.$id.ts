/**
 * POST /api/subscriptions/{id}: cancel (at period end) or resume one of the signed-in user's
 * subscriptions (docs/spec/owner-portal.md §4, §7 "cancel-subscription", "reactivate-subscription",
 * §8 "Subscription"). `{id}` is the Stripe subscription id (`sub_...`) the subscription panel
 * shows. Form fields: `intent` = cancel | resume; optional `redirectTo` (a same-site path).
 *
 * Without `redirectTo` (the panel's fetcher) it answers JSON `SubscriptionActionData`:
 * 200 `{ ok: true, intent, subscription }`; 400 bad intent; 401 visitor ('Please sign in to
 * manage subscriptions'); 403 not the user's subscription ('Access Denied'); 502 Stripe refused
 * ('Failed to cancel subscription' / 'Failed to reactivate subscription').
 * With `redirectTo` (a plain form post) it answers 303 to that path, adding
 * `?subscriptionError=<code>` on failure (visitors go to /login?redirectTo=...).
 * Ownership is checked by `changeSubscription`. Other methods answer 405. This JSON API keeps
 * its own answer shape (the subscription panel's fetcher reads it), not the forms' `FormAnswer`.
 */
import { data, redirect } from "react-router";
import type { Route } from "./+types/api.subscriptions.$id";
import type { SubscriptionActionData } from "~/components/billing/subscription-panel";
import { SUBSCRIPTION_MESSAGES, type SubscriptionErrorCode } from "~/lib/subscription-status";
import { sameSitePath } from "~/lib/url";
import { BillingError } from "~/server/billing/errors.server";
import { isAppError, reasonOf } from "~/server/errors/app-error";
import { readFormData } from "~/server/http/form-data.server";
import { servicesOf } from "~/server/services.server";

const NOT_ALLOWED = () =>
  new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });

export function loader() {
  return NOT_ALLOWED();
}

function withError(path: string, code: SubscriptionErrorCode): string {
  const url = new URL(path, "http://same-site.invalid");
  url.searchParams.set("subscriptionError", code);
  return `${url.pathname}${url.search}${url.hash}`;
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { auth, billing } = servicesOf(context);
  if (request.method !== "POST") return NOT_ALLOWED();
  const form = await readFormData(request);
  const intent = form.get("intent");
  const redirectTo = sameSitePath(String(form.get("redirectTo") ?? "")) ?? undefined;
  const answer = (body: SubscriptionActionData, status: number, code?: SubscriptionErrorCode) => {
    if (redirectTo) return redirect(code ? withError(redirectTo, code) : redirectTo, 303);
    return data(body, { status, headers: { "Cache-Control": "no-store" } });
  };

  const user = await auth.getSessionUser(request);
  if (!user) {
    if (redirectTo) return redirect(`/login?redirectTo=${encodeURIComponent(redirectTo)}`, 303);
    return answer({ ok: false, error: SUBSCRIPTION_MESSAGES.signIn }, 401);
  }
  if (intent !== "cancel" && intent !== "resume") {
    return answer({ ok: false, error: SUBSCRIPTION_MESSAGES.badIntent }, 400);
  }
  const failedCode = intent === "cancel" ? "cancel_failed" : "resume_failed";
  if (!/^sub_[A-Za-z0-9_]+$/.test(params.id)) {
    return answer({ ok: false, error: SUBSCRIPTION_MESSAGES.accessDenied }, 403, "access_denied");
  }
  try {
    const subscription = await billing.changeSubscription({
      userId: user.id,
      stripeSubscriptionId: params.id,
      intent,
    });
    return answer({ ok: true, intent, subscription }, 200);
  } catch (error) {
    if (error instanceof BillingError && error.code === "access_denied") {
      return answer({ ok: false, error: error.message }, 403, "access_denied");
    }
    const message =
      intent === "cancel" ? SUBSCRIPTION_MESSAGES.cancelFailed : SUBSCRIPTION_MESSAGES.resumeFailed;
    if (!isAppError(error))
      console.error(`billing: ${failedCode} for ${params.id}: ${reasonOf(error)}`);
    const status = isAppError(error) ? error.status : 500;
    return answer({ ok: false, error: message }, status, failedCode);
  }
}
