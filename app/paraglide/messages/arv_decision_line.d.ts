/**
* | output |
* | --- |
* | "{when}: {decision} by {by}" |
*
* @param {Arv_Decision_LineInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const arv_decision_line: ((inputs: Arv_Decision_LineInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Arv_Decision_LineInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Arv_Decision_LineInputs = {
    when: NonNullable<unknown>;
    decision: NonNullable<unknown>;
    by: NonNullable<unknown>;
};
