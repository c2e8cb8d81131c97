/**
* | output |
* | --- |
* | "The organiser cancelled \"{event}\", which you had RSVPed to." |
*
* @param {Mail_Cancelled_BodyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_cancelled_body: ((inputs: Mail_Cancelled_BodyInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Cancelled_BodyInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Cancelled_BodyInputs = {
    event: NonNullable<unknown>;
};
