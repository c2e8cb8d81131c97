/**
* | output |
* | --- |
* | "Review {name}" |
*
* @param {Rev_Form_Aria_NewInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const rev_form_aria_new: ((inputs: Rev_Form_Aria_NewInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rev_Form_Aria_NewInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rev_Form_Aria_NewInputs = {
    name: NonNullable<unknown>;
};
