/**
* | output |
* | --- |
* | "You own this LAN center, so you can't review it. You can reply to its reviews." |
*
* @param {Center_Owner_Cannot_ReviewInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const center_owner_cannot_review: ((inputs?: Center_Owner_Cannot_ReviewInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Center_Owner_Cannot_ReviewInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Center_Owner_Cannot_ReviewInputs = {};
