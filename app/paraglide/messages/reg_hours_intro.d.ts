/**
* | output |
* | --- |
* | "In the venue's local time (its time zone follows from the coordinates). A day left empty is shown as 'Hours not given'; tick 'Closed all day' for a day the v..." |
*
* @param {Reg_Hours_IntroInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_hours_intro: ((inputs?: Reg_Hours_IntroInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reg_Hours_IntroInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reg_Hours_IntroInputs = {};
