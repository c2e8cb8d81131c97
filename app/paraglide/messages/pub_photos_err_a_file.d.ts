/**
* | output |
* | --- |
* | "A file" |
*
* @param {Pub_Photos_Err_A_FileInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pub_photos_err_a_file: ((inputs?: Pub_Photos_Err_A_FileInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pub_Photos_Err_A_FileInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pub_Photos_Err_A_FileInputs = {};
