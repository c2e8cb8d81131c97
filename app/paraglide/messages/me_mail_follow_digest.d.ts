/**
* | output |
* | --- |
* | "New events from centers and communities I follow" |
*
* @param {Me_Mail_Follow_DigestInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const me_mail_follow_digest: ((inputs?: Me_Mail_Follow_DigestInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Me_Mail_Follow_DigestInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Me_Mail_Follow_DigestInputs = {};
