/**
* | output |
* | --- |
* | "Fields marked {mark} are required." |
*
* @param {Landing_Lead_Required_NoteInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const landing_lead_required_note: ((inputs: Landing_Lead_Required_NoteInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Landing_Lead_Required_NoteInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Landing_Lead_Required_NoteInputs = {
    mark: NonNullable<unknown>;
};
