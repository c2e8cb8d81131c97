/**
 * better-auth's HTTP API under /api/auth/* (issue 4; ADR 020), served by the single runtime
 * instance with its database rate limits keyed on the client address our server resolved.
 */
import type { Route } from "./+types/api.auth.$";
import { handleAuthRequest } from "~/server/auth/request.server";

export function loader({ request, context }: Route.LoaderArgs) {
  return handleAuthRequest(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return handleAuthRequest(request, context);
}
