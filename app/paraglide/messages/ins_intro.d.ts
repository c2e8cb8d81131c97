/**
* | output |
* | --- |
* | "Counted without cookies and without storing anyone's address (bots and your own visits are left out). Days are in the listing's time zone ({zone})." |
*
* @param {Ins_IntroInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const ins_intro: ((inputs: Ins_IntroInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ins_IntroInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ins_IntroInputs = {
    zone: NonNullable<unknown>;
};
