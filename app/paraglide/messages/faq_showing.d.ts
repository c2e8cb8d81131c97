/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Showing {count} question" |
* | "other" | "Showing {count} questions" |
*
* @param {Faq_ShowingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const faq_showing: ((inputs: Faq_ShowingInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Faq_ShowingInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Faq_ShowingInputs = {
    count: NonNullable<unknown>;
};
