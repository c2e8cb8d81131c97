/**
* | output |
* | --- |
* | "Good news: our team reviewed and verified your {kind} \"{name}\"." |
*
* @param {Mail_Verified_BodyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_verified_body: ((inputs: Mail_Verified_BodyInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Verified_BodyInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Verified_BodyInputs = {
    kind: NonNullable<unknown>;
    name: NonNullable<unknown>;
};
