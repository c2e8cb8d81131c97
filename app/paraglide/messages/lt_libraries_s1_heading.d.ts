/**
* | output |
* | --- |
* | "Light on Staff Time" |
*
* @param {Lt_Libraries_S1_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_libraries_s1_heading: ((inputs?: Lt_Libraries_S1_HeadingInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lt_Libraries_S1_HeadingInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lt_Libraries_S1_HeadingInputs = {};
