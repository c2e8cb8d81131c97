/**
* | output |
* | --- |
* | "Gamers find centers and LAN parties near them, see upcoming events and discover new places to play. Every verified center is featured there." |
*
* @param {Home_Gamers_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const home_gamers_text: ((inputs?: Home_Gamers_TextInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Gamers_TextInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Gamers_TextInputs = {};
