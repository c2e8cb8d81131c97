/**
* | output |
* | --- |
* | "Venue and event data you submit: names, addresses, coordinates, descriptions, websites and contact persons. Verified venues and events are shown publicly; co..." |
*
* @param {Prv_Collect_P2Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const prv_collect_p2: ((inputs?: Prv_Collect_P2Inputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Prv_Collect_P2Inputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Prv_Collect_P2Inputs = {};
