/** /signup-contender: a partner 'Join Our Network' page (spec public-site.md §2; ADR 011). */
import { data } from "react-router";
import type { Route } from "./+types/signup-contender";
import { PartnerPageView, partnerMeta } from "~/components/partners/partner-page";
import {
  handlePartnerLead,
  loadPartnerPage,
  statusForLeadResult,
} from "~/server/partners/partner-page.server";

export function meta({ matches }: Route.MetaArgs) {
  return partnerMeta(matches, "/signup-contender");
}

export function loader() {
  return loadPartnerPage("/signup-contender");
}

export async function action({ request, context }: Route.ActionArgs) {
  const result = await handlePartnerLead("/signup-contender", request, context);
  return data(result, { status: statusForLeadResult(result) });
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <PartnerPageView path="/signup-contender" data={loaderData} result={actionData} />;
}
