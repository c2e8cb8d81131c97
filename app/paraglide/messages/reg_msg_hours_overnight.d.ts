/**
* | output |
* | --- |
* | "A range past midnight must close by {open} the next day" |
*
* @param {Reg_Msg_Hours_OvernightInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_msg_hours_overnight: ((inputs: Reg_Msg_Hours_OvernightInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reg_Msg_Hours_OvernightInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reg_Msg_Hours_OvernightInputs = {
    open: NonNullable<unknown>;
};
