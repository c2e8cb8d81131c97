/**
* | output |
* | --- |
* | "Live on the events page. Changes waiting for review: the page shows the last approved version." |
*
* @param {Own_Ls_Party_ChangesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_ls_party_changes: ((inputs?: Own_Ls_Party_ChangesInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Own_Ls_Party_ChangesInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Own_Ls_Party_ChangesInputs = {};
