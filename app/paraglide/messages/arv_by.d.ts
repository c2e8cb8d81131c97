/**
* | output |
* | --- |
* | "By {name} ({email}), {when}" |
*
* @param {Arv_ByInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const arv_by: ((inputs: Arv_ByInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Arv_ByInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Arv_ByInputs = {
    name: NonNullable<unknown>;
    email: NonNullable<unknown>;
    when: NonNullable<unknown>;
};
