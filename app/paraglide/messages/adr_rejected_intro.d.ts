/**
* | output |
* | --- |
* | "An owner who edits a rejected item sends it back to the queue, marked Resubmitted. You can also reconsider one here and verify it." |
*
* @param {Adr_Rejected_IntroInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adr_rejected_intro: ((inputs?: Adr_Rejected_IntroInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Adr_Rejected_IntroInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Adr_Rejected_IntroInputs = {};
