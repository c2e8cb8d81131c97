/**
* | output |
* | --- |
* | "Questions? Write to {supportEmail}." |
*
* @param {Mail_Setup_Copy_QuestionsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_setup_copy_questions: ((inputs: Mail_Setup_Copy_QuestionsInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Setup_Copy_QuestionsInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Setup_Copy_QuestionsInputs = {
    supportEmail: NonNullable<unknown>;
};
