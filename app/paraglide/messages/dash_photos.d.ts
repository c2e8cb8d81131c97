/**
* | output |
* | --- |
* | "Photos ({count} of {max})" |
*
* @param {Dash_PhotosInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dash_photos: ((inputs: Dash_PhotosInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_PhotosInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_PhotosInputs = {
    count: NonNullable<unknown>;
    max: NonNullable<unknown>;
};
