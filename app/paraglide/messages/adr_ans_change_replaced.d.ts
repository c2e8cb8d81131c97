/**
* | output |
* | --- |
* | "The owner has edited this item again since, so this change was replaced. Nothing was changed; review the newer change." |
*
* @param {Adr_Ans_Change_ReplacedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adr_ans_change_replaced: ((inputs?: Adr_Ans_Change_ReplacedInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Adr_Ans_Change_ReplacedInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Adr_Ans_Change_ReplacedInputs = {};
