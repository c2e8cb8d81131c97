/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Center_Amenity_Event_RentalsInputs */

const en_center_amenity_event_rentals = /** @type {(inputs: Center_Amenity_Event_RentalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rentals for events`)
};

const de_center_amenity_event_rentals = /** @type {(inputs: Center_Amenity_Event_RentalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vermietung für Events`)
};

const fr_center_amenity_event_rentals = /** @type {(inputs: Center_Amenity_Event_RentalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Location pour événements`)
};

const es_center_amenity_event_rentals = /** @type {(inputs: Center_Amenity_Event_RentalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alquiler para eventos`)
};

const pt_br2_center_amenity_event_rentals = /** @type {(inputs: Center_Amenity_Event_RentalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aluguel para eventos`)
};

const ja_center_amenity_event_rentals = /** @type {(inputs: Center_Amenity_Event_RentalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`イベント向け貸切`)
};

const ko_center_amenity_event_rentals = /** @type {(inputs: Center_Amenity_Event_RentalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이벤트 대관`)
};

/**
* | output |
* | --- |
* | "Rentals for events" |
*
* @param {Center_Amenity_Event_RentalsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const center_amenity_event_rentals = /** @type {((inputs?: Center_Amenity_Event_RentalsInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Center_Amenity_Event_RentalsInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_center_amenity_event_rentals(inputs)
	if (locale === "fr") return fr_center_amenity_event_rentals(inputs)
	if (locale === "es") return es_center_amenity_event_rentals(inputs)
	if (locale === "pt-BR") return pt_br2_center_amenity_event_rentals(inputs)
	if (locale === "ja") return ja_center_amenity_event_rentals(inputs)
	if (locale === "ko") return ko_center_amenity_event_rentals(inputs)
	return en_center_amenity_event_rentals(inputs)
});