/**
* | output |
* | --- |
* | "{name} trailer (muted)" |
*
* @param {Info_Games_TrailerInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const info_games_trailer: ((inputs: Info_Games_TrailerInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Info_Games_TrailerInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Info_Games_TrailerInputs = {
    name: NonNullable<unknown>;
};
