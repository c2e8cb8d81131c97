/**
* | output |
* | --- |
* | "Bring licensed PC games to your college esports room or student lounge, with local caching, bi-weekly new games and students' own accounts." |
*
* @param {Types_Colleges_MetaInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const types_colleges_meta: ((inputs?: Types_Colleges_MetaInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Types_Colleges_MetaInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Types_Colleges_MetaInputs = {};
