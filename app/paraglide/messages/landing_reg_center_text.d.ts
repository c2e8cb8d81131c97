/**
* | output |
* | --- |
* | "A permanent venue: LAN center, game arena, college, school, library, hotel, game café or coffee shop. Get listed on the map and apply for Steam PC Cafe setup." |
*
* @param {Landing_Reg_Center_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const landing_reg_center_text: ((inputs?: Landing_Reg_Center_TextInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Landing_Reg_Center_TextInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Landing_Reg_Center_TextInputs = {};
