/**
* | output |
* | --- |
* | "This page is for administrators only. Your account can manage your own LAN centers and parties from your dashboard." |
*
* @param {Error_Admin_Only_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const error_admin_only_text: ((inputs?: Error_Admin_Only_TextInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Admin_Only_TextInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Admin_Only_TextInputs = {};
