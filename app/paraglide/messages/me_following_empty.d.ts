/**
* | output |
* | --- |
* | "You don't follow anything yet. Open a {link} and press Follow to see its next events here." |
*
* @param {Me_Following_EmptyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const me_following_empty: ((inputs: Me_Following_EmptyInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Me_Following_EmptyInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Me_Following_EmptyInputs = {
    link: NonNullable<unknown>;
};
