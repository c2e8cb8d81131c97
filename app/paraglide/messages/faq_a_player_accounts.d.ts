/**
* | output |
* | --- |
* | "Neither. Players sign in with their own game-platform accounts, so their progress, friends and saves follow them. The licenses for the games in the library a..." |
*
* @param {Faq_A_Player_AccountsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const faq_a_player_accounts: ((inputs?: Faq_A_Player_AccountsInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Faq_A_Player_AccountsInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Faq_A_Player_AccountsInputs = {};
