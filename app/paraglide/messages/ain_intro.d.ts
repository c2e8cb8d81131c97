/**
* | output |
* | --- |
* | "All listings, counted without cookies or personal data. Days are each listing's own; the period is {from} to {to}." |
*
* @param {Ain_IntroInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const ain_intro: ((inputs: Ain_IntroInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ain_IntroInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ain_IntroInputs = {
    from: NonNullable<unknown>;
    to: NonNullable<unknown>;
};
