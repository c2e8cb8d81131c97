/**
* | output |
* | --- |
* | "LAN centers and communities you follow have published {count} new events." |
*
* @param {Mail_Digest_Intro_ManyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_digest_intro_many: ((inputs: Mail_Digest_Intro_ManyInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Digest_Intro_ManyInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Digest_Intro_ManyInputs = {
    count: NonNullable<unknown>;
};
