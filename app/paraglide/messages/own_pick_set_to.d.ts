/**
* | output |
* | --- |
* | "Pin set to {place}. Drag it or click the map to adjust." |
*
* @param {Own_Pick_Set_ToInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_pick_set_to: ((inputs: Own_Pick_Set_ToInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Own_Pick_Set_ToInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Own_Pick_Set_ToInputs = {
    place: NonNullable<unknown>;
};
