/**
* | output |
* | --- |
* | "Page {page} of {pages}" |
*
* @param {Dir_Page_OfInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dir_page_of: ((inputs: Dir_Page_OfInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dir_Page_OfInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dir_Page_OfInputs = {
    page: NonNullable<unknown>;
    pages: NonNullable<unknown>;
};
