/**
* | output |
* | --- |
* | "JPEG, PNG or WebP, at most 10 MB. Choose a file to replace the current one." |
*
* @param {Reg_Cover_Hint_ReplaceInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_cover_hint_replace: ((inputs?: Reg_Cover_Hint_ReplaceInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reg_Cover_Hint_ReplaceInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reg_Cover_Hint_ReplaceInputs = {};
