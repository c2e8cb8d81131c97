/**
* | output |
* | --- |
* | "Our team reviewed your changes to your {kind} \"{name}\" and could not approve them." |
*
* @param {Mail_Changes_Rejected_BodyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_changes_rejected_body: ((inputs: Mail_Changes_Rejected_BodyInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Changes_Rejected_BodyInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Changes_Rejected_BodyInputs = {
    kind: NonNullable<unknown>;
    name: NonNullable<unknown>;
};
