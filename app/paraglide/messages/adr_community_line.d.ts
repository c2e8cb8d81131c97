/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} center · submitted {when} by {owner}" |
* | "other" | "{shown} centers · submitted {when} by {owner}" |
*
* @param {Adr_Community_LineInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adr_community_line: ((inputs: Adr_Community_LineInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Adr_Community_LineInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Adr_Community_LineInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
    when: NonNullable<unknown>;
    owner: NonNullable<unknown>;
};
