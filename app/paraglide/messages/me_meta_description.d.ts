/**
* | output |
* | --- |
* | "The events you are going to and the LAN centers and communities you follow." |
*
* @param {Me_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const me_meta_description: ((inputs?: Me_Meta_DescriptionInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Me_Meta_DescriptionInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Me_Meta_DescriptionInputs = {};
