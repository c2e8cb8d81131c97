/**
* | output |
* | --- |
* | "Ordered by rating: a weighted average, so a few reviews count less than many (" |
*
* @param {Dir_Rating_Note_BeforeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dir_rating_note_before: ((inputs?: Dir_Rating_Note_BeforeInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dir_Rating_Note_BeforeInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dir_Rating_Note_BeforeInputs = {};
