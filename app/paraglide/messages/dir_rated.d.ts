/**
* | output |
* | --- |
* | "Rated {average} out of 5 from {reviews}" |
*
* @param {Dir_RatedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dir_rated: ((inputs: Dir_RatedInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dir_RatedInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dir_RatedInputs = {
    average: NonNullable<unknown>;
    reviews: NonNullable<unknown>;
};
