/**
* | output |
* | --- |
* | "Ordered by distance from {place}: centers within {radius} and those whose name or address matches." |
*
* @param {Dir_Place_Note_DistanceInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dir_place_note_distance: ((inputs: Dir_Place_Note_DistanceInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dir_Place_Note_DistanceInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dir_Place_Note_DistanceInputs = {
    place: NonNullable<unknown>;
    radius: NonNullable<unknown>;
};
