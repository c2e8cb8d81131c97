/**
* | output |
* | --- |
* | "By {name} ({email}), {when}, edited {edited}" |
*
* @param {Arv_By_EditedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const arv_by_edited: ((inputs: Arv_By_EditedInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Arv_By_EditedInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Arv_By_EditedInputs = {
    name: NonNullable<unknown>;
    email: NonNullable<unknown>;
    when: NonNullable<unknown>;
    edited: NonNullable<unknown>;
};
