/**
* | output |
* | --- |
* | "A LAN center can have at most {max} photos. It has {has}; delete some before adding more." |
*
* @param {Pub_Photos_Err_Too_ManyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pub_photos_err_too_many: ((inputs: Pub_Photos_Err_Too_ManyInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pub_Photos_Err_Too_ManyInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pub_Photos_Err_Too_ManyInputs = {
    max: NonNullable<unknown>;
    has: NonNullable<unknown>;
};
