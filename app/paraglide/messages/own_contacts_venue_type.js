/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Own_Contacts_Venue_TypeInputs */

const en_own_contacts_venue_type = /** @type {(inputs: Own_Contacts_Venue_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Venue type`)
};

const de_own_contacts_venue_type = /** @type {(inputs: Own_Contacts_Venue_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Art des Ortes`)
};

const fr_own_contacts_venue_type = /** @type {(inputs: Own_Contacts_Venue_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type de lieu`)
};

const es_own_contacts_venue_type = /** @type {(inputs: Own_Contacts_Venue_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tipo de local`)
};

const pt_br2_own_contacts_venue_type = /** @type {(inputs: Own_Contacts_Venue_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tipo de local`)
};

const ja_own_contacts_venue_type = /** @type {(inputs: Own_Contacts_Venue_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`会場の種類`)
};

const ko_own_contacts_venue_type = /** @type {(inputs: Own_Contacts_Venue_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`장소 유형`)
};

/**
* | output |
* | --- |
* | "Venue type" |
*
* @param {Own_Contacts_Venue_TypeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_contacts_venue_type = /** @type {((inputs?: Own_Contacts_Venue_TypeInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Contacts_Venue_TypeInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_contacts_venue_type(inputs)
	if (locale === "fr") return fr_own_contacts_venue_type(inputs)
	if (locale === "es") return es_own_contacts_venue_type(inputs)
	if (locale === "pt-BR") return pt_br2_own_contacts_venue_type(inputs)
	if (locale === "ja") return ja_own_contacts_venue_type(inputs)
	if (locale === "ko") return ko_own_contacts_venue_type(inputs)
	return en_own_contacts_venue_type(inputs)
});