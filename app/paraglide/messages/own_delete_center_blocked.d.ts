/**
* | output |
* | --- |
* | "{name} has an active subscription. Cancel the subscription before deleting the center." |
*
* @param {Own_Delete_Center_BlockedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_delete_center_blocked: ((inputs: Own_Delete_Center_BlockedInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Own_Delete_Center_BlockedInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Own_Delete_Center_BlockedInputs = {
    name: NonNullable<unknown>;
};
