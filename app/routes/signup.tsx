/** /signup: a partner 'Join Our Network' page (docs/spec/public-site.md §2; ADR 011). */
import { partnerRouteMeta, partnerRoutePage } from "~/components/partners/partner-page";
import { partnerAction, partnerLoader } from "~/server/http/partner-route.server";

export const meta = partnerRouteMeta("/signup");
export const loader = partnerLoader("/signup");
export const action = partnerAction("/signup");
export default partnerRoutePage("/signup");
