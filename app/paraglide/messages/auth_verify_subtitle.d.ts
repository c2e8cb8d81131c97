/**
* | output |
* | --- |
* | "We've sent a 6-digit code to {email}. Enter it below to finish creating your account. The code expires in 1 hour." |
*
* @param {Auth_Verify_SubtitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_verify_subtitle: ((inputs: Auth_Verify_SubtitleInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Verify_SubtitleInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Verify_SubtitleInputs = {
    email: NonNullable<unknown>;
};
