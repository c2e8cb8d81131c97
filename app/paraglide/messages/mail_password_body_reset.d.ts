/**
* | output |
* | --- |
* | "The password of your {product} account ({email}) was reset with a code sent to this address. Other devices were signed out." |
*
* @param {Mail_Password_Body_ResetInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_password_body_reset: ((inputs: Mail_Password_Body_ResetInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Password_Body_ResetInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Password_Body_ResetInputs = {
    product: NonNullable<unknown>;
    email: NonNullable<unknown>;
};
