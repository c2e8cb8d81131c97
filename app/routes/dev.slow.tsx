/**
 * /dev/slow?ms=N (local mode only): answers after N milliseconds (at most 5000). A developer
 * tool for trying timeouts and graceful shutdown by hand and in the server tests; 404 in
 * production mode like every /dev/* page.
 */
import type { Route } from "./+types/dev.slow";
import { localServicesOf } from "~/server/services.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  localServicesOf(context);
  const requested = Number(new URL(request.url).searchParams.get("ms") ?? "1000");
  const ms = Number.isFinite(requested) ? Math.min(Math.max(requested, 0), 5000) : 1000;
  await new Promise((resolve) => setTimeout(resolve, ms));
  return Response.json({ waitedMs: ms }, { headers: { "Cache-Control": "no-store" } });
}
