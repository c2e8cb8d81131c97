/**
* | output |
* | --- |
* | "We could not find this payment. If you have just paid, your subscription appears on your dashboard. Questions? Contact us at {email}." |
*
* @param {Pay_Not_Found_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pay_not_found_text: ((inputs: Pay_Not_Found_TextInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pay_Not_Found_TextInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pay_Not_Found_TextInputs = {
    email: NonNullable<unknown>;
};
