/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} gamer going" |
* | "other" | "{shown} gamers going" |
*
* @param {Event_GoingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const event_going: ((inputs: Event_GoingInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Event_GoingInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Event_GoingInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
