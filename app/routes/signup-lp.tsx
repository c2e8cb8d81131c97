/** /signup-lp: a partner 'Join Our Network' page (docs/spec/public-site.md §2; ADR 011). */
import { partnerRouteMeta, partnerRoutePage } from "~/components/partners/partner-page";
import { partnerAction, partnerLoader } from "~/server/http/partner-route.server";

export const meta = partnerRouteMeta("/signup-lp");
export const loader = partnerLoader("/signup-lp");
export const action = partnerAction("/signup-lp");
export default partnerRoutePage("/signup-lp");
