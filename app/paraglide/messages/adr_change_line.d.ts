/**
* | output |
* | --- |
* | "{kind} · changes submitted {when} by {owner}" |
*
* @param {Adr_Change_LineInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adr_change_line: ((inputs: Adr_Change_LineInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Adr_Change_LineInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Adr_Change_LineInputs = {
    kind: NonNullable<unknown>;
    when: NonNullable<unknown>;
    owner: NonNullable<unknown>;
};
