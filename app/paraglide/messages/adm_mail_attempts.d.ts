/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{status}, {shown} attempt" |
* | "other" | "{status}, {shown} attempts" |
*
* @param {Adm_Mail_AttemptsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adm_mail_attempts: ((inputs: Adm_Mail_AttemptsInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Adm_Mail_AttemptsInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Adm_Mail_AttemptsInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
    status: NonNullable<unknown>;
};
