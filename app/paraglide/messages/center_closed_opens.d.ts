/**
* | output |
* | --- |
* | "Closed · opens {day} {time}" |
*
* @param {Center_Closed_OpensInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const center_closed_opens: ((inputs: Center_Closed_OpensInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Center_Closed_OpensInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Center_Closed_OpensInputs = {
    day: NonNullable<unknown>;
    time: NonNullable<unknown>;
};
