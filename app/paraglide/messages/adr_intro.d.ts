/**
* | output |
* | --- |
* | "{center} centers, {community} communities and {party} LAN parties are waiting for review, and {changes} edits of verified items. A center appears on the map ..." |
*
* @param {Adr_IntroInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adr_intro: ((inputs: Adr_IntroInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Adr_IntroInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Adr_IntroInputs = {
    center: NonNullable<unknown>;
    community: NonNullable<unknown>;
    party: NonNullable<unknown>;
    changes: NonNullable<unknown>;
};
