/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_Amenity_Event_RentalsInputs */

const en_reg_amenity_event_rentals = /** @type {(inputs: Reg_Amenity_Event_RentalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rentals for events`)
};

const de_reg_amenity_event_rentals = /** @type {(inputs: Reg_Amenity_Event_RentalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vermietung für Events`)
};

const fr_reg_amenity_event_rentals = /** @type {(inputs: Reg_Amenity_Event_RentalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Location pour événements`)
};

const es_reg_amenity_event_rentals = /** @type {(inputs: Reg_Amenity_Event_RentalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alquiler para eventos`)
};

const pt_br2_reg_amenity_event_rentals = /** @type {(inputs: Reg_Amenity_Event_RentalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aluguel para eventos`)
};

const ja_reg_amenity_event_rentals = /** @type {(inputs: Reg_Amenity_Event_RentalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`イベント貸切`)
};

const ko_reg_amenity_event_rentals = /** @type {(inputs: Reg_Amenity_Event_RentalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이벤트 대관`)
};

/**
* | output |
* | --- |
* | "Rentals for events" |
*
* @param {Reg_Amenity_Event_RentalsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_amenity_event_rentals = /** @type {((inputs?: Reg_Amenity_Event_RentalsInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_Amenity_Event_RentalsInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_amenity_event_rentals(inputs)
	if (locale === "fr") return fr_reg_amenity_event_rentals(inputs)
	if (locale === "es") return es_reg_amenity_event_rentals(inputs)
	if (locale === "pt-BR") return pt_br2_reg_amenity_event_rentals(inputs)
	if (locale === "ja") return ja_reg_amenity_event_rentals(inputs)
	if (locale === "ko") return ko_reg_amenity_event_rentals(inputs)
	return en_reg_amenity_event_rentals(inputs)
});