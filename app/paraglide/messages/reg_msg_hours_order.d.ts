/**
* | output |
* | --- |
* | "Closing time {close} is before opening time {open}; tick 'past midnight' if it closes the next day" |
*
* @param {Reg_Msg_Hours_OrderInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_msg_hours_order: ((inputs: Reg_Msg_Hours_OrderInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reg_Msg_Hours_OrderInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reg_Msg_Hours_OrderInputs = {
    close: NonNullable<unknown>;
    open: NonNullable<unknown>;
};
