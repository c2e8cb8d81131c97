/**
* | output |
* | --- |
* | "Personal information: names of staff or guests beyond first names, phone numbers, addresses, e-mail addresses, photos of people." |
*
* @param {Pub_Rg_Remove_5Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pub_rg_remove_5: ((inputs?: Pub_Rg_Remove_5Inputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pub_Rg_Remove_5Inputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pub_Rg_Remove_5Inputs = {};
