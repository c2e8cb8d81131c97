/**
* | output |
* | --- |
* | "The Gizmo partnership with LAN Center Network: a licensed PC café game library and network membership for centers in the Gizmo partner program." |
*
* @param {Landing_Gizmo_MetaInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const landing_gizmo_meta: ((inputs?: Landing_Gizmo_MetaInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Landing_Gizmo_MetaInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Landing_Gizmo_MetaInputs = {};
