/**
* | output |
* | --- |
* | "This permanently deletes {name} and its contact details. This cannot be undone." |
*
* @param {Own_Delete_Center_BodyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_delete_center_body: ((inputs: Own_Delete_Center_BodyInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Own_Delete_Center_BodyInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Own_Delete_Center_BodyInputs = {
    name: NonNullable<unknown>;
};
