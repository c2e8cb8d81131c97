/**
* | output |
* | --- |
* | "Games can teach teamwork, planning and communication. Our program gives your school a licensed library with the controls you need to keep it age-appropriate." |
*
* @param {Types_Schools_Hero_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const types_schools_hero_text: ((inputs?: Types_Schools_Hero_TextInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Types_Schools_Hero_TextInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Types_Schools_Hero_TextInputs = {};
