/**
* | output |
* | --- |
* | "{brand} ending in {last4}" |
*
* @param {Own_Sub_Card_EndingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_sub_card_ending: ((inputs: Own_Sub_Card_EndingInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Own_Sub_Card_EndingInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Own_Sub_Card_EndingInputs = {
    brand: NonNullable<unknown>;
    last4: NonNullable<unknown>;
};
