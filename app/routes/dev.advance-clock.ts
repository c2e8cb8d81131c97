/**
 * POST /dev/advance-clock (local mode with the Stripe emulator only, 404 in production like
 * every /dev/* page; ADR 007, ADR 051): advances the signed-in owner's billing test clock by
 * `days` (1 to 62), so renewals, failed renewals and the end of a canceled period happen at
 * once; answers 200 `{ frozenTime }` (seconds since epoch) after their webhooks were
 * delivered. The browser tests use it. POST only; GET answers 405.
 */
import { data } from "react-router";
import type { Route } from "./+types/dev.advance-clock";
import { isAppError } from "~/server/errors/app-error";
import { readFormData } from "~/server/http/form-data.server";
import { localServicesOf, servicesOf } from "~/server/services.server";

/** Only POST is served; a GET answers 405 (404 in production mode). */
export function loader({ context }: Route.LoaderArgs) {
  localServicesOf(context);
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}

export async function action({ request, context }: Route.ActionArgs) {
  const local = localServicesOf(context);
  const user = await servicesOf(context).auth.requireUser(request);
  const form = await readFormData(request);
  const days = String(form.get("days") ?? "").trim();
  try {
    const result = await local.advanceBillingClock({
      userId: user.id,
      days: /^\d{1,3}$/.test(days) ? Number(days) : Number.NaN,
    });
    return data(result, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    if (!isAppError(error)) throw error;
    return new Response(error.message, {
      status: error.status,
      headers: { "Cache-Control": "no-store", "Content-Type": "text/plain; charset=utf-8" },
    });
  }
}
