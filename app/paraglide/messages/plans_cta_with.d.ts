/**
* | output |
* | --- |
* | "with {plan}" |
*
* @param {Plans_Cta_WithInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const plans_cta_with: ((inputs: Plans_Cta_WithInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Plans_Cta_WithInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Plans_Cta_WithInputs = {
    plan: NonNullable<unknown>;
};
