/**
* | output |
* | --- |
* | "Join LAN Center Network through the Valhallan partner program and add a licensed PC game library to your arena." |
*
* @param {Landing_Valhallan_MetaInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const landing_valhallan_meta: ((inputs?: Landing_Valhallan_MetaInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Landing_Valhallan_MetaInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Landing_Valhallan_MetaInputs = {};
