/**
* | output |
* | --- |
* | "You get this once a month. Change which e-mails you get: {settingsUrl}. Stop these summaries: {unsubscribeUrl}" |
*
* @param {Mail_Monthly_FooterInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_monthly_footer: ((inputs: Mail_Monthly_FooterInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Monthly_FooterInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Monthly_FooterInputs = {
    settingsUrl: NonNullable<unknown>;
    unsubscribeUrl: NonNullable<unknown>;
};
