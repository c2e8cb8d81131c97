/**
* | output |
* | --- |
* | "Attendees of {name} \| LAN Center Network" |
*
* @param {Att_Meta_Title_OfInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const att_meta_title_of: ((inputs: Att_Meta_Title_OfInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Att_Meta_Title_OfInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Att_Meta_Title_OfInputs = {
    name: NonNullable<unknown>;
};
