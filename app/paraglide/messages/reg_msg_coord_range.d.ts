/**
* | output |
* | --- |
* | "{label} must be between -{limit} and {limit}" |
*
* @param {Reg_Msg_Coord_RangeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_msg_coord_range: ((inputs: Reg_Msg_Coord_RangeInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reg_Msg_Coord_RangeInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reg_Msg_Coord_RangeInputs = {
    label: NonNullable<unknown>;
    limit: NonNullable<unknown>;
};
