/** /signup-valhallan: a partner 'Join Our Network' page (docs/spec/public-site.md §2; ADR 011). */
import { partnerRouteMeta, partnerRoutePage } from "~/components/partners/partner-page";
import { partnerAction, partnerLoader } from "~/server/http/partner-route.server";

export const meta = partnerRouteMeta("/signup-valhallan");
export const loader = partnerLoader("/signup-valhallan");
export const action = partnerAction("/signup-valhallan");
export default partnerRoutePage("/signup-valhallan");
