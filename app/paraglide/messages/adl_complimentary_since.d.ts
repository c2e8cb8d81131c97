/**
* | output |
* | --- |
* | "Complimentary listing since {date}" |
*
* @param {Adl_Complimentary_SinceInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adl_complimentary_since: ((inputs: Adl_Complimentary_SinceInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Adl_Complimentary_SinceInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Adl_Complimentary_SinceInputs = {
    date: NonNullable<unknown>;
};
