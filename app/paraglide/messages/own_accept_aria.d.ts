/**
* | output |
* | --- |
* | "Accept {party} at {center}" |
*
* @param {Own_Accept_AriaInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_accept_aria: ((inputs: Own_Accept_AriaInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Own_Accept_AriaInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Own_Accept_AriaInputs = {
    party: NonNullable<unknown>;
    center: NonNullable<unknown>;
};
