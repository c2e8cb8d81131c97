/**
* | output |
* | --- |
* | "Please enter the name of your organization." |
*
* @param {Landing_Err_OrganizationInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const landing_err_organization: ((inputs?: Landing_Err_OrganizationInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Landing_Err_OrganizationInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Landing_Err_OrganizationInputs = {};
