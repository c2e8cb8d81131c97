/**
* | output |
* | --- |
* | "Update your LAN center's details. Changes to a verified center's public details are reviewed by our team before they appear." |
*
* @param {Reg_Center_Intro_EditInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_center_intro_edit: ((inputs?: Reg_Center_Intro_EditInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reg_Center_Intro_EditInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reg_Center_Intro_EditInputs = {};
