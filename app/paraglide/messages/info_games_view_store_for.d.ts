/**
* | output |
* | --- |
* | "for {name} (opens in a new tab)" |
*
* @param {Info_Games_View_Store_ForInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const info_games_view_store_for: ((inputs: Info_Games_View_Store_ForInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Info_Games_View_Store_ForInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Info_Games_View_Store_ForInputs = {
    name: NonNullable<unknown>;
};
