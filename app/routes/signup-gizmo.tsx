/** /signup-gizmo: a partner 'Join Our Network' page (docs/spec/public-site.md §2; ADR 011). */
import { partnerRouteMeta, partnerRoutePage } from "~/components/partners/partner-page";
import { partnerAction, partnerLoader } from "~/server/http/partner-route.server";

export const meta = partnerRouteMeta("/signup-gizmo");
export const loader = partnerLoader("/signup-gizmo");
export const action = partnerAction("/signup-gizmo");
export default partnerRoutePage("/signup-gizmo");
