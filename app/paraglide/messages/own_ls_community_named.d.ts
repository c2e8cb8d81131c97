/**
* | output |
* | --- |
* | "Waiting for review: its community {community} is not verified yet (usually 1-2 business days)." |
*
* @param {Own_Ls_Community_NamedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_ls_community_named: ((inputs: Own_Ls_Community_NamedInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Own_Ls_Community_NamedInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Own_Ls_Community_NamedInputs = {
    community: NonNullable<unknown>;
};
