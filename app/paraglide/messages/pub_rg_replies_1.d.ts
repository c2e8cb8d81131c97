/**
* | output |
* | --- |
* | "The owner of a LAN center can post one public reply to each review, and edit or delete it. The reviewer is e-mailed when a reply arrives." |
*
* @param {Pub_Rg_Replies_1Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pub_rg_replies_1: ((inputs?: Pub_Rg_Replies_1Inputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pub_Rg_Replies_1Inputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pub_Rg_Replies_1Inputs = {};
