/**
* | output |
* | --- |
* | "Good news: a seat came free at \"{event}\" and you were first on the waitlist. You are now going." |
*
* @param {Mail_Promoted_BodyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_promoted_body: ((inputs: Mail_Promoted_BodyInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Promoted_BodyInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Promoted_BodyInputs = {
    event: NonNullable<unknown>;
};
