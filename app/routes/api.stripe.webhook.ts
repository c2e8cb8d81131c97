/**
 * POST /api/stripe/webhook: Stripe's webhook endpoint. No session or CSRF
 * check: the `Stripe-Signature` header on the raw body authenticates the sender. Other methods
 * answer 405.
 */
import type { Route } from "./+types/api.stripe.webhook";
import { servicesOf } from "~/server/services.server";

const NOT_ALLOWED = () =>
  new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });

export function loader() {
  return NOT_ALLOWED();
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return NOT_ALLOWED();
  const result = await servicesOf(context).billing.handleWebhook({
    rawBody: await request.text(),
    signature: request.headers.get("stripe-signature"),
  });
  return Response.json(result.body, {
    status: result.status,
    headers: { "Cache-Control": "no-store" },
  });
}
