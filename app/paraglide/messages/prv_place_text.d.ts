/**
* | output |
* | --- |
* | "The city search (the location picker and /lan-centers) uses the cities of {geonames} and their alternate names, under {license}, with region names from count..." |
*
* @param {Prv_Place_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const prv_place_text: ((inputs: Prv_Place_TextInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Prv_Place_TextInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Prv_Place_TextInputs = {
    geonames: NonNullable<unknown>;
    license: NonNullable<unknown>;
};
