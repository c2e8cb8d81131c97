/**
* | output |
* | --- |
* | "Join LAN Center Network: get your center on the map, add a licensed PC café game library and connect with owners world-wide." |
*
* @param {Landing_Signup_MetaInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const landing_signup_meta: ((inputs?: Landing_Signup_MetaInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Landing_Signup_MetaInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Landing_Signup_MetaInputs = {};
