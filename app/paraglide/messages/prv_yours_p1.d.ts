/**
* | output |
* | --- |
* | "Signed in, you can download everything we store about you at any time (Download my data, a JSON file, with the statistics of your own listings) and delete yo..." |
*
* @param {Prv_Yours_P1Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const prv_yours_p1: ((inputs?: Prv_Yours_P1Inputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Prv_Yours_P1Inputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Prv_Yours_P1Inputs = {};
