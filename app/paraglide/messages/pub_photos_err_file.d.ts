/**
* | output |
* | --- |
* | "{file}: {error} Nothing was uploaded." |
*
* @param {Pub_Photos_Err_FileInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pub_photos_err_file: ((inputs: Pub_Photos_Err_FileInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pub_Photos_Err_FileInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pub_Photos_Err_FileInputs = {
    file: NonNullable<unknown>;
    error: NonNullable<unknown>;
};
