/**
* | output |
* | --- |
* | "Please fill in all required user information fields." |
*
* @param {Own_Msg_Setup_UserInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_msg_setup_user: ((inputs?: Own_Msg_Setup_UserInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Own_Msg_Setup_UserInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Own_Msg_Setup_UserInputs = {};
