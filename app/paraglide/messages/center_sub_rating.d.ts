/**
* | output |
* | --- |
* | "{label}: {value} of 5" |
*
* @param {Center_Sub_RatingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const center_sub_rating: ((inputs: Center_Sub_RatingInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Center_Sub_RatingInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Center_Sub_RatingInputs = {
    label: NonNullable<unknown>;
    value: NonNullable<unknown>;
};
