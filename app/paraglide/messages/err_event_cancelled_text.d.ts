/**
* | output |
* | --- |
* | "“{name}” was cancelled by its organiser, so it no longer has a page." |
*
* @param {Err_Event_Cancelled_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const err_event_cancelled_text: ((inputs: Err_Event_Cancelled_TextInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Event_Cancelled_TextInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Event_Cancelled_TextInputs = {
    name: NonNullable<unknown>;
};
