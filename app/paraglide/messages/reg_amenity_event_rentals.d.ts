/**
* | output |
* | --- |
* | "Rentals for events" |
*
* @param {Reg_Amenity_Event_RentalsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_amenity_event_rentals: ((inputs?: Reg_Amenity_Event_RentalsInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reg_Amenity_Event_RentalsInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reg_Amenity_Event_RentalsInputs = {};
