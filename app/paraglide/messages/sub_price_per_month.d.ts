/**
* | output |
* | --- |
* | "{price} per month" |
*
* @param {Sub_Price_Per_MonthInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const sub_price_per_month: ((inputs: Sub_Price_Per_MonthInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sub_Price_Per_MonthInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Sub_Price_Per_MonthInputs = {
    price: NonNullable<unknown>;
};
