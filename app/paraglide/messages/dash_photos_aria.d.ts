/**
* | output |
* | --- |
* | "{label} for {name}" |
*
* @param {Dash_Photos_AriaInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dash_photos_aria: ((inputs: Dash_Photos_AriaInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Photos_AriaInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_Photos_AriaInputs = {
    label: NonNullable<unknown>;
    name: NonNullable<unknown>;
};
