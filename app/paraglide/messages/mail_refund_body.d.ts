/**
* | output |
* | --- |
* | "{center} was paid for twice on {product}, for example from two open checkout pages. The center keeps its first subscription." |
*
* @param {Mail_Refund_BodyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_refund_body: ((inputs: Mail_Refund_BodyInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Refund_BodyInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Refund_BodyInputs = {
    center: NonNullable<unknown>;
    product: NonNullable<unknown>;
};
