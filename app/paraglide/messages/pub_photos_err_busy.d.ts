/**
* | output |
* | --- |
* | "We are processing a lot of photos right now. Please try again in a minute; nothing was uploaded." |
*
* @param {Pub_Photos_Err_BusyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pub_photos_err_busy: ((inputs?: Pub_Photos_Err_BusyInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pub_Photos_Err_BusyInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pub_Photos_Err_BusyInputs = {};
