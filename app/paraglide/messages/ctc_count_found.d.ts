/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} contact found" |
* | "other" | "{count} contacts found" |
*
* @param {Ctc_Count_FoundInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const ctc_count_found: ((inputs: Ctc_Count_FoundInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ctc_Count_FoundInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ctc_Count_FoundInputs = {
    count: NonNullable<unknown>;
};
