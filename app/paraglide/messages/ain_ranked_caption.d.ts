/**
* | output |
* | --- |
* | "{title}: public LAN centers, last {days} days" |
*
* @param {Ain_Ranked_CaptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const ain_ranked_caption: ((inputs: Ain_Ranked_CaptionInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ain_Ranked_CaptionInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ain_Ranked_CaptionInputs = {
    title: NonNullable<unknown>;
    days: NonNullable<unknown>;
};
