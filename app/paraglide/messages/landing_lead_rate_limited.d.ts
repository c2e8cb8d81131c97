/**
* | output |
* | --- |
* | "Too many submissions from your network. Please try again in an hour, or e-mail us at {link}." |
*
* @param {Landing_Lead_Rate_LimitedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const landing_lead_rate_limited: ((inputs: Landing_Lead_Rate_LimitedInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Landing_Lead_Rate_LimitedInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Landing_Lead_Rate_LimitedInputs = {
    link: NonNullable<unknown>;
};
