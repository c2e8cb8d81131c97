/**
* | output |
* | --- |
* | "You get at most one of these a day. Change which e-mails you get: {settingsUrl}. Stop these digests: {unsubscribeUrl}" |
*
* @param {Mail_Digest_FooterInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_digest_footer: ((inputs: Mail_Digest_FooterInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Digest_FooterInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Digest_FooterInputs = {
    settingsUrl: NonNullable<unknown>;
    unsubscribeUrl: NonNullable<unknown>;
};
