/**
* | output |
* | --- |
* | "A gamer reviewed \"{center}\" with {stars}." |
*
* @param {Mail_Review_New_BodyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_review_new_body: ((inputs: Mail_Review_New_BodyInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Review_New_BodyInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Review_New_BodyInputs = {
    center: NonNullable<unknown>;
    stars: NonNullable<unknown>;
};
