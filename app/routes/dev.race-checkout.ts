/**
 * POST /dev/race-checkout (local mode with the Stripe emulator only, 404 in production like
 * every /dev/* page; ADR 007, ADR 032): opens a second Checkout Session for one of the
 * signed-in owner's centers past the one-payment rule, as two racing tabs could, and answers
 * 303 to its hosted page. The browser tests pay it to see the duplicate refunded. Fields:
 * `location`, `plan`. POST only; GET answers 405.
 */
import { redirect } from "react-router";
import type { Route } from "./+types/dev.race-checkout";
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
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value.trim() : "";
  };
  try {
    const url = await local.openRacingCheckout({
      userId: user.id,
      userEmail: user.email,
      locationId: field("location"),
      planId: field("plan"),
    });
    return redirect(url, 303);
  } catch (error) {
    if (!isAppError(error)) throw error;
    return new Response(error.message, {
      status: error.status,
      headers: { "Cache-Control": "no-store", "Content-Type": "text/plain; charset=utf-8" },
    });
  }
}
