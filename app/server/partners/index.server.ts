/**
 * The partners area's public functions for other areas. The `partner_leads` table in
 * `./schema.ts` is read and written only inside this area.
 */
export { listLeads, type StoredLead } from "./leads.server";
export { erasePartnerData, exportPartnerData } from "./personal-data.server";
