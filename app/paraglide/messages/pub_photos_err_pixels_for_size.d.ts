/**
* | output |
* | --- |
* | "This image has too many pixels for the size of its file. Please upload the photo as your camera or phone saved it, or an image of at most 16 megapixels." |
*
* @param {Pub_Photos_Err_Pixels_For_SizeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pub_photos_err_pixels_for_size: ((inputs?: Pub_Photos_Err_Pixels_For_SizeInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pub_Photos_Err_Pixels_For_SizeInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pub_Photos_Err_Pixels_For_SizeInputs = {};
