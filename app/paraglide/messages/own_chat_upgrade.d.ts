/**
* | output |
* | --- |
* | "The chat community for owners comes with the {plan} ({price}). Upgrading from Verified Listing adds:" |
*
* @param {Own_Chat_UpgradeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_chat_upgrade: ((inputs: Own_Chat_UpgradeInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Own_Chat_UpgradeInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Own_Chat_UpgradeInputs = {
    plan: NonNullable<unknown>;
    price: NonNullable<unknown>;
};
