/**
* | output |
* | --- |
* | "We used to spend the first evening installing games. This time the library was ready before the doors opened, and people played all night instead of waiting." |
*
* @param {Lt_Lanparties_Case_QuoteInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_lanparties_case_quote: ((inputs?: Lt_Lanparties_Case_QuoteInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lt_Lanparties_Case_QuoteInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lt_Lanparties_Case_QuoteInputs = {};
