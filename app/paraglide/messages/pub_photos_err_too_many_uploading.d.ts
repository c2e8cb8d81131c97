/**
* | output |
* | --- |
* | "A LAN center can have at most {max} photos. It has {has}, and {uploading} more are being uploaded; wait for that upload, then delete some before adding more." |
*
* @param {Pub_Photos_Err_Too_Many_UploadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pub_photos_err_too_many_uploading: ((inputs: Pub_Photos_Err_Too_Many_UploadingInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pub_Photos_Err_Too_Many_UploadingInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pub_Photos_Err_Too_Many_UploadingInputs = {
    max: NonNullable<unknown>;
    has: NonNullable<unknown>;
    uploading: NonNullable<unknown>;
};
