/**
* | output |
* | --- |
* | "Your photos ({count} of 8)" |
*
* @param {Pub_Photos_YoursInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pub_photos_yours: ((inputs: Pub_Photos_YoursInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pub_Photos_YoursInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pub_Photos_YoursInputs = {
    count: NonNullable<unknown>;
};
