/** /signup: a partner 'Join Our Network' page (docs/spec/public-site.md §2; ADR 011). */
import type { Route } from "./+types/signup";
import { PartnerPageView, partnerMeta } from "~/components/partners/partner-page";
import { LEAD_MESSAGES, leadFormResult } from "~/lib/partner-lead-answer";
import { leadValuesFrom } from "~/lib/partner-lead-fields";
import { readFormData } from "~/server/http/form-data.server";
import { formAction } from "~/server/errors/route-answer.server";
import { clientOf } from "~/server/auth/request.server";
import { servicesOf } from "~/server/services.server";

export function meta({ matches }: Route.MetaArgs) {
  return partnerMeta(matches, "/signup");
}

export function loader({ context }: Route.LoaderArgs) {
  return servicesOf(context).partners.loadPage({ path: "/signup" });
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request);
  return formAction(leadValuesFrom(form), async () => {
    await servicesOf(context).partners.submitLead({
      path: "/signup",
      form,
      clientAddress: clientOf(request, context).ip,
    });
    return { values: {}, fieldErrors: {}, formError: null, notice: LEAD_MESSAGES.sent };
  });
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <PartnerPageView path="/signup" data={loaderData} result={leadFormResult(actionData)} />;
}
