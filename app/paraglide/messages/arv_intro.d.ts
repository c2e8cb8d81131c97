/**
* | output |
* | --- |
* | "{held} held and {reported} reported reviews are waiting. Decisions follow the {link}; the author is e-mailed the reason for a hide." |
*
* @param {Arv_IntroInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const arv_intro: ((inputs: Arv_IntroInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Arv_IntroInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Arv_IntroInputs = {
    held: NonNullable<unknown>;
    reported: NonNullable<unknown>;
    link: NonNullable<unknown>;
};
