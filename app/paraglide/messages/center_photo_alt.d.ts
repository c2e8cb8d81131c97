/**
* | output |
* | --- |
* | "{name}, photo {number} of {count}" |
*
* @param {Center_Photo_AltInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const center_photo_alt: ((inputs: Center_Photo_AltInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Center_Photo_AltInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Center_Photo_AltInputs = {
    name: NonNullable<unknown>;
    number: NonNullable<unknown>;
    count: NonNullable<unknown>;
};
