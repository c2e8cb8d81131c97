/**
* | countPlural | output |
* | --- | --- |
* | "one" | "of {shown} place" |
* | "other" | "of {shown} places" |
*
* @param {Event_Of_PlacesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const event_of_places: ((inputs: Event_Of_PlacesInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Event_Of_PlacesInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Event_Of_PlacesInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
