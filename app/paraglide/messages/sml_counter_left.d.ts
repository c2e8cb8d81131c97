/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} character left" |
* | "other" | "{shown} characters left" |
*
* @param {Sml_Counter_LeftInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const sml_counter_left: ((inputs: Sml_Counter_LeftInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sml_Counter_LeftInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Sml_Counter_LeftInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
