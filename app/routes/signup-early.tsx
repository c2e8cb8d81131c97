/** /signup-early: a partner 'Join Our Network' page (docs/spec/public-site.md §2; ADR 011). */
import { partnerRouteMeta, partnerRoutePage } from "~/components/partners/partner-page";
import { partnerAction, partnerLoader } from "~/server/http/partner-route.server";

export const meta = partnerRouteMeta("/signup-early");
export const loader = partnerLoader("/signup-early");
export const action = partnerAction("/signup-early");
export default partnerRoutePage("/signup-early");
