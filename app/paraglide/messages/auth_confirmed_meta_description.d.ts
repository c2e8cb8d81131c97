/**
* | output |
* | --- |
* | "Your e-mail address is confirmed. Sign in to LAN Center Network to register your LAN center or LAN party." |
*
* @param {Auth_Confirmed_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_confirmed_meta_description: ((inputs?: Auth_Confirmed_Meta_DescriptionInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Confirmed_Meta_DescriptionInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Confirmed_Meta_DescriptionInputs = {};
