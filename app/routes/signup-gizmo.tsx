/** /signup-gizmo: a partner 'Join Our Network' page (spec public-site.md §2; ADR 011). */
import { data } from "react-router";
import type { Route } from "./+types/signup-gizmo";
import { PartnerPageView, partnerMeta } from "~/components/partners/partner-page";
import {
  handlePartnerLead,
  loadPartnerPage,
  statusForLeadResult,
} from "~/server/partners/partner-page.server";

export function meta({ matches }: Route.MetaArgs) {
  return partnerMeta(matches, "/signup-gizmo");
}

export function loader() {
  return loadPartnerPage("/signup-gizmo");
}

export async function action({ request, context }: Route.ActionArgs) {
  const result = await handlePartnerLead("/signup-gizmo", request, context);
  return data(result, { status: statusForLeadResult(result) });
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <PartnerPageView path="/signup-gizmo" data={loaderData} result={actionData} />;
}
