/**
* | output |
* | --- |
* | "Daily totals are kept for 25 months, then only monthly totals. Owners see their own listings' totals on their dashboard and in a monthly e-mail they can swit..." |
*
* @param {Prv_Stats_P3Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const prv_stats_p3: ((inputs?: Prv_Stats_P3Inputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Prv_Stats_P3Inputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Prv_Stats_P3Inputs = {};
