/**
* | output |
* | --- |
* | "Your review of {name}" |
*
* @param {Rev_Heading_OwnInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const rev_heading_own: ((inputs: Rev_Heading_OwnInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rev_Heading_OwnInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rev_Heading_OwnInputs = {
    name: NonNullable<unknown>;
};
