/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} review" |
* | "other" | "{shown} reviews" |
*
* @param {Dir_Review_CountInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dir_review_count: ((inputs: Dir_Review_CountInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dir_Review_CountInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dir_Review_CountInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
