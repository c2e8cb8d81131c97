/**
* | output |
* | --- |
* | "{when}: {decision} by {by} ({reason})" |
*
* @param {Arv_Decision_Line_ReasonInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const arv_decision_line_reason: ((inputs: Arv_Decision_Line_ReasonInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Arv_Decision_Line_ReasonInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Arv_Decision_Line_ReasonInputs = {
    when: NonNullable<unknown>;
    decision: NonNullable<unknown>;
    by: NonNullable<unknown>;
    reason: NonNullable<unknown>;
};
