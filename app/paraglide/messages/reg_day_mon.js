/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_Day_MonInputs */

const en_reg_day_mon = /** @type {(inputs: Reg_Day_MonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Monday`)
};

const de_reg_day_mon = /** @type {(inputs: Reg_Day_MonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Montag`)
};

const fr_reg_day_mon = /** @type {(inputs: Reg_Day_MonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lundi`)
};

const es_reg_day_mon = /** @type {(inputs: Reg_Day_MonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lunes`)
};

const pt_br2_reg_day_mon = /** @type {(inputs: Reg_Day_MonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Segunda-feira`)
};

const ja_reg_day_mon = /** @type {(inputs: Reg_Day_MonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`月曜日`)
};

const ko_reg_day_mon = /** @type {(inputs: Reg_Day_MonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`월요일`)
};

/**
* | output |
* | --- |
* | "Monday" |
*
* @param {Reg_Day_MonInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_day_mon = /** @type {((inputs?: Reg_Day_MonInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_Day_MonInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_day_mon(inputs)
	if (locale === "fr") return fr_reg_day_mon(inputs)
	if (locale === "es") return es_reg_day_mon(inputs)
	if (locale === "pt-BR") return pt_br2_reg_day_mon(inputs)
	if (locale === "ja") return ja_reg_day_mon(inputs)
	if (locale === "ko") return ko_reg_day_mon(inputs)
	return en_reg_day_mon(inputs)
});