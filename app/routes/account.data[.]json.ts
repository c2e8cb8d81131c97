/**
 * GET /account/data.json, Download my data (issue 25 item 7, ADR 080): every area's data about
 * the signed-in account as one JSON file (an attachment, never cached). Visitors are sent to
 * /login and come back.
 */
import type { Route } from "./+types/account.data[.]json";
import { servicesOf } from "~/server/services.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { auth, privacy } = servicesOf(context);
  const user = await auth.requireUser(request);
  const exported = await privacy.exportAccount({ userId: user.id, email: user.email });
  const day = exported.generatedAt.slice(0, 10);
  return new Response(JSON.stringify(exported, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="lan-center-network-data-${day}.json"`,
      "Cache-Control": "no-store",
    },
  });
}
