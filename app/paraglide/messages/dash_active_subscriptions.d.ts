/**
* | output |
* | --- |
* | "Active Subscriptions" |
*
* @param {Dash_Active_SubscriptionsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dash_active_subscriptions: ((inputs?: Dash_Active_SubscriptionsInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Active_SubscriptionsInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_Active_SubscriptionsInputs = {};
