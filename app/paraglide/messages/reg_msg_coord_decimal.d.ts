/**
* | output |
* | --- |
* | "{label} must be a decimal number" |
*
* @param {Reg_Msg_Coord_DecimalInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_msg_coord_decimal: ((inputs: Reg_Msg_Coord_DecimalInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reg_Msg_Coord_DecimalInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reg_Msg_Coord_DecimalInputs = {
    label: NonNullable<unknown>;
};
