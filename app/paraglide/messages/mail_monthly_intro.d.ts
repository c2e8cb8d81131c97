/**
* | output |
* | --- |
* | "What your listings brought in {month}, with {previousMonth} in brackets. Counted without cookies or personal data." |
*
* @param {Mail_Monthly_IntroInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_monthly_intro: ((inputs: Mail_Monthly_IntroInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Monthly_IntroInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Monthly_IntroInputs = {
    month: NonNullable<unknown>;
    previousMonth: NonNullable<unknown>;
};
