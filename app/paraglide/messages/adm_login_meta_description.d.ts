/**
* | output |
* | --- |
* | "Sign-in for LAN Center Network administrators, who review centers, LAN parties and listings." |
*
* @param {Adm_Login_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adm_login_meta_description: ((inputs?: Adm_Login_Meta_DescriptionInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Adm_Login_Meta_DescriptionInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Adm_Login_Meta_DescriptionInputs = {};
