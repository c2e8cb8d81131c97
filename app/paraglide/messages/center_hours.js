/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Center_HoursInputs */

const en_center_hours = /** @type {(inputs: Center_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opening hours`)
};

const de_center_hours = /** @type {(inputs: Center_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Öffnungszeiten`)
};

const fr_center_hours = /** @type {(inputs: Center_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Horaires d'ouverture`)
};

const es_center_hours = /** @type {(inputs: Center_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Horario`)
};

const pt_br2_center_hours = /** @type {(inputs: Center_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Horário de funcionamento`)
};

const ja_center_hours = /** @type {(inputs: Center_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`営業時間`)
};

const ko_center_hours = /** @type {(inputs: Center_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`영업시간`)
};

/**
* | output |
* | --- |
* | "Opening hours" |
*
* @param {Center_HoursInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const center_hours = /** @type {((inputs?: Center_HoursInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Center_HoursInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_center_hours(inputs)
	if (locale === "fr") return fr_center_hours(inputs)
	if (locale === "es") return es_center_hours(inputs)
	if (locale === "pt-BR") return pt_br2_center_hours(inputs)
	if (locale === "ja") return ja_center_hours(inputs)
	if (locale === "ko") return ko_center_hours(inputs)
	return en_center_hours(inputs)
});