/**
* | output |
* | --- |
* | "Attendees ({count}) of {name}" |
*
* @param {Dash_Attendees_AriaInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dash_attendees_aria: ((inputs: Dash_Attendees_AriaInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Attendees_AriaInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_Attendees_AriaInputs = {
    count: NonNullable<unknown>;
    name: NonNullable<unknown>;
};
