/**
* | output |
* | --- |
* | "Our moderators restored your review of \"{center}\". It shows on the center's page again." |
*
* @param {Mail_Review_Restored_BodyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_review_restored_body: ((inputs: Mail_Review_Restored_BodyInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Review_Restored_BodyInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Review_Restored_BodyInputs = {
    center: NonNullable<unknown>;
};
