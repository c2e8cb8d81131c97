/**
* | output |
* | --- |
* | "The chat community for owners comes with the {plan} ({price})." |
*
* @param {Own_Chat_PlansInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_chat_plans: ((inputs: Own_Chat_PlansInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Own_Chat_PlansInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Own_Chat_PlansInputs = {
    plan: NonNullable<unknown>;
    price: NonNullable<unknown>;
};
