/**
* | output |
* | --- |
* | "Place search: {geonames} ({license}): cities and their alternate names." |
*
* @param {Own_Pick_SourceInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_pick_source: ((inputs: Own_Pick_SourceInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Own_Pick_SourceInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Own_Pick_SourceInputs = {
    geonames: NonNullable<unknown>;
    license: NonNullable<unknown>;
};
