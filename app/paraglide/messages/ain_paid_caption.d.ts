/**
* | output |
* | --- |
* | "Active paid listings by plan ({count} public LAN centers in all)" |
*
* @param {Ain_Paid_CaptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const ain_paid_caption: ((inputs: Ain_Paid_CaptionInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ain_Paid_CaptionInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ain_Paid_CaptionInputs = {
    count: NonNullable<unknown>;
};
