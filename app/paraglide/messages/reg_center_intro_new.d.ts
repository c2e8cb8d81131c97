/**
* | output |
* | --- |
* | "Add your venue to the network. New centers are reviewed and verified by our team before they appear on the map." |
*
* @param {Reg_Center_Intro_NewInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_center_intro_new: ((inputs?: Reg_Center_Intro_NewInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reg_Center_Intro_NewInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reg_Center_Intro_NewInputs = {};
