/** /signup-early: a partner 'Join Our Network' page (spec public-site.md §2; ADR 011). */
import { data } from "react-router";
import type { Route } from "./+types/signup-early";
import { PartnerPageView, partnerMeta } from "~/components/partners/partner-page";
import {
  handlePartnerLead,
  loadPartnerPage,
  statusForLeadResult,
} from "~/server/partners/partner-page.server";

export function meta({ matches }: Route.MetaArgs) {
  return partnerMeta(matches, "/signup-early");
}

export function loader() {
  return loadPartnerPage("/signup-early");
}

export async function action({ request, context }: Route.ActionArgs) {
  const result = await handlePartnerLead("/signup-early", request, context);
  return data(result, { status: statusForLeadResult(result) });
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <PartnerPageView path="/signup-early" data={loaderData} result={actionData} />;
}
