/**
* | output |
* | --- |
* | "Setup takes about 30 minutes. New games arrive bi-weekly, and the local content cache keeps downloads from slowing down the rest of your network." |
*
* @param {Lt_Libraries_S1_P0Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_libraries_s1_p0: ((inputs?: Lt_Libraries_S1_P0Inputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lt_Libraries_S1_P0Inputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lt_Libraries_S1_P0Inputs = {};
