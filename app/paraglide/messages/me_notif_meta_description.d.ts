/**
* | output |
* | --- |
* | "Choose which e-mails LAN Center Network sends you: one switch per kind of mail." |
*
* @param {Me_Notif_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const me_notif_meta_description: ((inputs?: Me_Notif_Meta_DescriptionInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Me_Notif_Meta_DescriptionInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Me_Notif_Meta_DescriptionInputs = {};
