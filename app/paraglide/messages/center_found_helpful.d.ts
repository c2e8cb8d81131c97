/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} found this helpful" |
* | "other" | "{shown} found this helpful" |
*
* @param {Center_Found_HelpfulInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const center_found_helpful: ((inputs: Center_Found_HelpfulInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Center_Found_HelpfulInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Center_Found_HelpfulInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
