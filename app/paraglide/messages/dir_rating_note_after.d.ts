/**
* | output |
* | --- |
* | "). Centers without reviews follow." |
*
* @param {Dir_Rating_Note_AfterInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dir_rating_note_after: ((inputs?: Dir_Rating_Note_AfterInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dir_Rating_Note_AfterInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dir_Rating_Note_AfterInputs = {};
