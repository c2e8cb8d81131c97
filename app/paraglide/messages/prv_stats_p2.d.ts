/**
* | output |
* | --- |
* | "For this we set no cookie and store no IP address and no user agent. To count a visitor once a day, the address and browser name are turned into a salted has..." |
*
* @param {Prv_Stats_P2Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const prv_stats_p2: ((inputs?: Prv_Stats_P2Inputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Prv_Stats_P2Inputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Prv_Stats_P2Inputs = {};
