/**
 * POST /dev/app-clock (local mode with `APP_TEST_CLOCK=true` only; 404 otherwise and in
 * production, like every /dev/* page; ADR 084): moves the app's clock forward by `advance`
 * (whole seconds, or hours with an `h`: `90`, `26h`; 0 only runs what is due), then runs every
 * job that came due (reminders, mail deliveries), and answers 200 `{ now, offsetSeconds }`.
 * The browser test of the gamer loop uses it (tests/e2e/gamer-loop.spec.ts). POST only (the
 * cross-site write gate applies); GET answers 405.
 */
import type { Route } from "./+types/dev.app-clock";
import { isAppError } from "~/server/errors/app-error";
import { readFormData } from "~/server/http/form-data.server";
import { localServicesOf } from "~/server/services.server";

const noStore = { "Cache-Control": "no-store" };

/** The local service, when the movable clock is on; else a 404 as in production. */
function appClockServices(context: Route.LoaderArgs["context"]) {
  const local = localServicesOf(context);
  if (!local.hasAppClock()) {
    throw new Response("Not Found", { status: 404, headers: noStore });
  }
  return local;
}

/** `advance` in seconds: digits, or digits and `h` for hours; NaN for anything else. */
function secondsOf(value: FormDataEntryValue | null): number {
  const match = /^(\d{1,8})(h?)$/.exec(typeof value === "string" ? value.trim() : "");
  if (!match) return Number.NaN;
  return Number(match[1]) * (match[2] === "h" ? 3600 : 1);
}

/** Only POST is served; a GET answers 405 (404 without the opt-in and in production mode). */
export function loader({ context }: Route.LoaderArgs) {
  appClockServices(context);
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}

export async function action({ request, context }: Route.ActionArgs) {
  const local = appClockServices(context);
  const form = await readFormData(request);
  try {
    const answer = await local.advanceAppClock({ seconds: secondsOf(form.get("advance")) });
    return Response.json(answer, { headers: noStore });
  } catch (error) {
    if (!isAppError(error)) throw error;
    return Response.json({ error: error.message }, { status: error.status, headers: noStore });
  }
}
