/**
* | output |
* | --- |
* | "{plan} (priority listing)" |
*
* @param {Ain_Plan_SubscriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const ain_plan_subscription: ((inputs: Ain_Plan_SubscriptionInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ain_Plan_SubscriptionInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ain_Plan_SubscriptionInputs = {
    plan: NonNullable<unknown>;
};
