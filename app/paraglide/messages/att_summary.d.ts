/**
* | output |
* | --- |
* | "{event}, starts {time}. {going} going, {waiting} waiting." |
*
* @param {Att_SummaryInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const att_summary: ((inputs: Att_SummaryInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Att_SummaryInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Att_SummaryInputs = {
    event: NonNullable<unknown>;
    time: NonNullable<unknown>;
    going: NonNullable<unknown>;
    waiting: NonNullable<unknown>;
};
