/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_Opening_HoursInputs */

const en_reg_opening_hours = /** @type {(inputs: Reg_Opening_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opening Hours`)
};

const de_reg_opening_hours = /** @type {(inputs: Reg_Opening_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Öffnungszeiten`)
};

const fr_reg_opening_hours = /** @type {(inputs: Reg_Opening_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Horaires d'ouverture`)
};

const es_reg_opening_hours = /** @type {(inputs: Reg_Opening_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Horario de apertura`)
};

const pt_br2_reg_opening_hours = /** @type {(inputs: Reg_Opening_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Horário de funcionamento`)
};

const ja_reg_opening_hours = /** @type {(inputs: Reg_Opening_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`営業時間`)
};

const ko_reg_opening_hours = /** @type {(inputs: Reg_Opening_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`영업시간`)
};

/**
* | output |
* | --- |
* | "Opening Hours" |
*
* @param {Reg_Opening_HoursInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_opening_hours = /** @type {((inputs?: Reg_Opening_HoursInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_Opening_HoursInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_opening_hours(inputs)
	if (locale === "fr") return fr_reg_opening_hours(inputs)
	if (locale === "es") return es_reg_opening_hours(inputs)
	if (locale === "pt-BR") return pt_br2_reg_opening_hours(inputs)
	if (locale === "ja") return ja_reg_opening_hours(inputs)
	if (locale === "ko") return ko_reg_opening_hours(inputs)
	return en_reg_opening_hours(inputs)
});