/**
* | output |
* | --- |
* | "This file is not a photo we can read. Please upload a JPEG, PNG or WebP image." |
*
* @param {Pub_Photos_Err_Not_ImageInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pub_photos_err_not_image: ((inputs?: Pub_Photos_Err_Not_ImageInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pub_Photos_Err_Not_ImageInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pub_Photos_Err_Not_ImageInputs = {};
