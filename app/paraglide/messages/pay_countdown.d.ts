/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Redirecting to your dashboard in {count} second..." |
* | "other" | "Redirecting to your dashboard in {count} seconds..." |
*
* @param {Pay_CountdownInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pay_countdown: ((inputs: Pay_CountdownInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pay_CountdownInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pay_CountdownInputs = {
    count: NonNullable<unknown>;
};
