/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} gamer went." |
* | "other" | "{shown} gamers went." |
*
* @param {Event_WentInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const event_went: ((inputs: Event_WentInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Event_WentInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Event_WentInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
