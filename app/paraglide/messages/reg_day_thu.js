/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_Day_ThuInputs */

const en_reg_day_thu = /** @type {(inputs: Reg_Day_ThuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thursday`)
};

const de_reg_day_thu = /** @type {(inputs: Reg_Day_ThuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Donnerstag`)
};

const fr_reg_day_thu = /** @type {(inputs: Reg_Day_ThuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jeudi`)
};

const es_reg_day_thu = /** @type {(inputs: Reg_Day_ThuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jueves`)
};

const pt_br2_reg_day_thu = /** @type {(inputs: Reg_Day_ThuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quinta-feira`)
};

const ja_reg_day_thu = /** @type {(inputs: Reg_Day_ThuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`木曜日`)
};

const ko_reg_day_thu = /** @type {(inputs: Reg_Day_ThuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`목요일`)
};

/**
* | output |
* | --- |
* | "Thursday" |
*
* @param {Reg_Day_ThuInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_day_thu = /** @type {((inputs?: Reg_Day_ThuInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_Day_ThuInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_day_thu(inputs)
	if (locale === "fr") return fr_reg_day_thu(inputs)
	if (locale === "es") return es_reg_day_thu(inputs)
	if (locale === "pt-BR") return pt_br2_reg_day_thu(inputs)
	if (locale === "ja") return ja_reg_day_thu(inputs)
	if (locale === "ko") return ko_reg_day_thu(inputs)
	return en_reg_day_thu(inputs)
});