/**
* | output |
* | --- |
* | "Edit your review of {name}" |
*
* @param {Rev_Form_Aria_EditInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const rev_form_aria_edit: ((inputs: Rev_Form_Aria_EditInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rev_Form_Aria_EditInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rev_Form_Aria_EditInputs = {
    name: NonNullable<unknown>;
};
