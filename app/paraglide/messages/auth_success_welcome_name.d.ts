/**
* | output |
* | --- |
* | "Welcome, {firstName}! Your email is verified and you are signed in." |
*
* @param {Auth_Success_Welcome_NameInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_success_welcome_name: ((inputs: Auth_Success_Welcome_NameInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Success_Welcome_NameInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Success_Welcome_NameInputs = {
    firstName: NonNullable<unknown>;
};
