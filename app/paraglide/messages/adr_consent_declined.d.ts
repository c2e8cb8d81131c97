/**
* | output |
* | --- |
* | "that owner declined it; it is not shown on the center's page" |
*
* @param {Adr_Consent_DeclinedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adr_consent_declined: ((inputs?: Adr_Consent_DeclinedInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Adr_Consent_DeclinedInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Adr_Consent_DeclinedInputs = {};
