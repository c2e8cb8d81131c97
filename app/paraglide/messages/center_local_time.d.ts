/**
* | output |
* | --- |
* | "Local time ({zone})" |
*
* @param {Center_Local_TimeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const center_local_time: ((inputs: Center_Local_TimeInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Center_Local_TimeInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Center_Local_TimeInputs = {
    zone: NonNullable<unknown>;
};
