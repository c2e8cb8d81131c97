/**
* | output |
* | --- |
* | "Venue owners can't hide reviews of their own venue, even when they pay for a listing. They can reply or report, like everyone." |
*
* @param {Pub_Rg_Reports_3Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pub_rg_reports_3: ((inputs?: Pub_Rg_Reports_3Inputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pub_Rg_Reports_3Inputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pub_Rg_Reports_3Inputs = {};
