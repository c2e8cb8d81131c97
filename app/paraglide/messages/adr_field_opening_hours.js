/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Adr_Field_Opening_HoursInputs */

const en_adr_field_opening_hours = /** @type {(inputs: Adr_Field_Opening_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opening hours`)
};

const de_adr_field_opening_hours = /** @type {(inputs: Adr_Field_Opening_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Öffnungszeiten`)
};

const fr_adr_field_opening_hours = /** @type {(inputs: Adr_Field_Opening_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Horaires d’ouverture`)
};

const es_adr_field_opening_hours = /** @type {(inputs: Adr_Field_Opening_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Horario de apertura`)
};

const pt_br2_adr_field_opening_hours = /** @type {(inputs: Adr_Field_Opening_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Horário de funcionamento`)
};

const ja_adr_field_opening_hours = /** @type {(inputs: Adr_Field_Opening_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`営業時間`)
};

const ko_adr_field_opening_hours = /** @type {(inputs: Adr_Field_Opening_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`영업시간`)
};

/**
* | output |
* | --- |
* | "Opening hours" |
*
* @param {Adr_Field_Opening_HoursInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adr_field_opening_hours = /** @type {((inputs?: Adr_Field_Opening_HoursInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adr_Field_Opening_HoursInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adr_field_opening_hours(inputs)
	if (locale === "fr") return fr_adr_field_opening_hours(inputs)
	if (locale === "es") return es_adr_field_opening_hours(inputs)
	if (locale === "pt-BR") return pt_br2_adr_field_opening_hours(inputs)
	if (locale === "ja") return ja_adr_field_opening_hours(inputs)
	if (locale === "ko") return ko_adr_field_opening_hours(inputs)
	return en_adr_field_opening_hours(inputs)
});