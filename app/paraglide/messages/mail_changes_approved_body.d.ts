/**
* | output |
* | --- |
* | "Our team reviewed and approved your changes to your {kind} \"{name}\"." |
*
* @param {Mail_Changes_Approved_BodyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_changes_approved_body: ((inputs: Mail_Changes_Approved_BodyInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Changes_Approved_BodyInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Changes_Approved_BodyInputs = {
    kind: NonNullable<unknown>;
    name: NonNullable<unknown>;
};
