/**
* | output |
* | --- |
* | "{kind} · rejected {when} · by owner {owner}" |
*
* @param {Adr_Rejected_LineInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adr_rejected_line: ((inputs: Adr_Rejected_LineInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Adr_Rejected_LineInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Adr_Rejected_LineInputs = {
    kind: NonNullable<unknown>;
    when: NonNullable<unknown>;
    owner: NonNullable<unknown>;
};
