/**
* | output |
* | --- |
* | "A verified LAN center is on the map when its community is verified, it has coordinates, and it was created by an admin, holds a complimentary listing or has ..." |
*
* @param {Adl_IntroInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adl_intro: ((inputs: Adl_IntroInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Adl_IntroInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Adl_IntroInputs = {
    count: NonNullable<unknown>;
    offMap: NonNullable<unknown>;
};
