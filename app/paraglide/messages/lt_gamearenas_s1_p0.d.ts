/**
* | output |
* | --- |
* | "New games arrive bi-weekly, giving regulars something new to try. Showcase events with game studios and your listing on the gamer platform bring new faces in." |
*
* @param {Lt_Gamearenas_S1_P0Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_gamearenas_s1_p0: ((inputs?: Lt_Gamearenas_S1_P0Inputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lt_Gamearenas_S1_P0Inputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lt_Gamearenas_S1_P0Inputs = {};
