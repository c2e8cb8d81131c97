/**
* | output |
* | --- |
* | "This permanently deletes {name} and its cover image. This cannot be undone." |
*
* @param {Own_Delete_Party_BodyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_delete_party_body: ((inputs: Own_Delete_Party_BodyInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Own_Delete_Party_BodyInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Own_Delete_Party_BodyInputs = {
    name: NonNullable<unknown>;
};
