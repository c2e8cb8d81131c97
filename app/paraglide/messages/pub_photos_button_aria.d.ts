/**
* | output |
* | --- |
* | "{label}, {name}" |
*
* @param {Pub_Photos_Button_AriaInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pub_photos_button_aria: ((inputs: Pub_Photos_Button_AriaInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pub_Photos_Button_AriaInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pub_Photos_Button_AriaInputs = {
    label: NonNullable<unknown>;
    name: NonNullable<unknown>;
};
