/**
* | output |
* | --- |
* | "Your last changes are waiting for review; the form shows them so you can keep editing them." |
*
* @param {Reg_Party_Intro_Edit_PendingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_party_intro_edit_pending: ((inputs?: Reg_Party_Intro_Edit_PendingInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reg_Party_Intro_Edit_PendingInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reg_Party_Intro_Edit_PendingInputs = {};
