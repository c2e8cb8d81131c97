/**
* | output |
* | --- |
* | "about {title}" |
*
* @param {Types_Learn_More_AboutInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const types_learn_more_about: ((inputs: Types_Learn_More_AboutInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Types_Learn_More_AboutInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Types_Learn_More_AboutInputs = {
    title: NonNullable<unknown>;
};
