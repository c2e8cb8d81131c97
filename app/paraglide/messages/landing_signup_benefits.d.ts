/**
* | output |
* | --- |
* | "Why Join" |
*
* @param {Landing_Signup_BenefitsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const landing_signup_benefits: ((inputs?: Landing_Signup_BenefitsInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Landing_Signup_BenefitsInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Landing_Signup_BenefitsInputs = {};
