/**
* | output |
* | --- |
* | "Please contact us directly:" |
*
* @param {Landing_Form_Contact_PromptInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const landing_form_contact_prompt: ((inputs?: Landing_Form_Contact_PromptInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Landing_Form_Contact_PromptInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Landing_Form_Contact_PromptInputs = {};
