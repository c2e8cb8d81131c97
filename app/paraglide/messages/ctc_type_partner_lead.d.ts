/**
* | output |
* | --- |
* | "Partner lead" |
*
* @param {Ctc_Type_Partner_LeadInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const ctc_type_partner_lead: ((inputs?: Ctc_Type_Partner_LeadInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ctc_Type_Partner_LeadInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ctc_Type_Partner_LeadInputs = {};
