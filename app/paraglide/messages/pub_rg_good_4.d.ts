/**
* | output |
* | --- |
* | "You can edit your review at any time; the page then shows 'edited', and we keep the earlier text for moderation. You can delete it too." |
*
* @param {Pub_Rg_Good_4Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pub_rg_good_4: ((inputs?: Pub_Rg_Good_4Inputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pub_Rg_Good_4Inputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pub_Rg_Good_4Inputs = {};
