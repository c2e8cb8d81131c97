/**
* | output |
* | --- |
* | "Showcase events with game studios and an owners' community" |
*
* @param {Types_Pitch_B6Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const types_pitch_b6: ((inputs?: Types_Pitch_B6Inputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Types_Pitch_B6Inputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Types_Pitch_B6Inputs = {};
