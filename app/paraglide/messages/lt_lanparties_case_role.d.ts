/**
* | output |
* | --- |
* | "Organizer of a 200-seat weekend LAN (fictional example)" |
*
* @param {Lt_Lanparties_Case_RoleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_lanparties_case_role: ((inputs?: Lt_Lanparties_Case_RoleInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lt_Lanparties_Case_RoleInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lt_Lanparties_Case_RoleInputs = {};
