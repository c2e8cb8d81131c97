/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} place found" |
* | "other" | "{count} places found" |
*
* @param {Own_Pick_FoundInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_pick_found: ((inputs: Own_Pick_FoundInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Own_Pick_FoundInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Own_Pick_FoundInputs = {
    count: NonNullable<unknown>;
};
