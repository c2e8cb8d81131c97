/**
* | output |
* | --- |
* | "Photos of {name}, {count} in all" |
*
* @param {Center_Photos_ListInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const center_photos_list: ((inputs: Center_Photos_ListInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Center_Photos_ListInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Center_Photos_ListInputs = {
    name: NonNullable<unknown>;
    count: NonNullable<unknown>;
};
