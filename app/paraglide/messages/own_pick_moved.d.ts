/**
* | output |
* | --- |
* | "Pin moved to {lat}, {lng}." |
*
* @param {Own_Pick_MovedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_pick_moved: ((inputs: Own_Pick_MovedInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Own_Pick_MovedInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Own_Pick_MovedInputs = {
    lat: NonNullable<unknown>;
    lng: NonNullable<unknown>;
};
