/**
* | output |
* | --- |
* | "Please enter both an opening and a closing time for {day} (HH:MM), or leave both empty" |
*
* @param {Reg_Msg_Hours_BothInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_msg_hours_both: ((inputs: Reg_Msg_Hours_BothInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reg_Msg_Hours_BothInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reg_Msg_Hours_BothInputs = {
    day: NonNullable<unknown>;
};
