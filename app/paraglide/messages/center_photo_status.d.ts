/**
* | output |
* | --- |
* | "Photo {number} of {count}" |
*
* @param {Center_Photo_StatusInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const center_photo_status: ((inputs: Center_Photo_StatusInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Center_Photo_StatusInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Center_Photo_StatusInputs = {
    number: NonNullable<unknown>;
    count: NonNullable<unknown>;
};
