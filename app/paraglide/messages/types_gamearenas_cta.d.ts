/**
* | output |
* | --- |
* | "Ready to Level Up Your Arena?" |
*
* @param {Types_Gamearenas_CtaInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const types_gamearenas_cta: ((inputs?: Types_Gamearenas_CtaInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Types_Gamearenas_CtaInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Types_Gamearenas_CtaInputs = {};
