/**
* | output |
* | --- |
* | "Failed to send setup email. Please contact support directly at {email}." |
*
* @param {Own_Msg_Setup_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_msg_setup_failed: ((inputs: Own_Msg_Setup_FailedInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Own_Msg_Setup_FailedInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Own_Msg_Setup_FailedInputs = {
    email: NonNullable<unknown>;
};
