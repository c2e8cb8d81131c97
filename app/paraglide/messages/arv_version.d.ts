/**
* | output |
* | --- |
* | "{when}, {rating} of 5: {body}" |
*
* @param {Arv_VersionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const arv_version: ((inputs: Arv_VersionInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Arv_VersionInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Arv_VersionInputs = {
    when: NonNullable<unknown>;
    rating: NonNullable<unknown>;
    body: NonNullable<unknown>;
};
