/**
* | output |
* | --- |
* | "Add photos ({count} of {max})" |
*
* @param {Dash_Photos_AddInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dash_photos_add: ((inputs: Dash_Photos_AddInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Photos_AddInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_Photos_AddInputs = {
    count: NonNullable<unknown>;
    max: NonNullable<unknown>;
};
