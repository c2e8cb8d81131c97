/**
* | output |
* | --- |
* | "New games arrive bi-weekly. They appear on your machines automatically, and the local content cache means each game is downloaded once for the whole venue ra..." |
*
* @param {Faq_A_New_GamesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const faq_a_new_games: ((inputs?: Faq_A_New_GamesInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Faq_A_New_GamesInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Faq_A_New_GamesInputs = {};
