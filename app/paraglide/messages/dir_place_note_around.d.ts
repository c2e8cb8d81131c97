/**
* | output |
* | --- |
* | "Around {place}: centers within {radius} and those whose name or address matches." |
*
* @param {Dir_Place_Note_AroundInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dir_place_note_around: ((inputs: Dir_Place_Note_AroundInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dir_Place_Note_AroundInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dir_Place_Note_AroundInputs = {
    place: NonNullable<unknown>;
    radius: NonNullable<unknown>;
};
