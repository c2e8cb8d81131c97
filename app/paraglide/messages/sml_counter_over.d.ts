/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} character too many" |
* | "other" | "{shown} characters too many" |
*
* @param {Sml_Counter_OverInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const sml_counter_over: ((inputs: Sml_Counter_OverInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sml_Counter_OverInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Sml_Counter_OverInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
