/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_Day_SatInputs */

const en_reg_day_sat = /** @type {(inputs: Reg_Day_SatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saturday`)
};

const de_reg_day_sat = /** @type {(inputs: Reg_Day_SatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Samstag`)
};

const fr_reg_day_sat = /** @type {(inputs: Reg_Day_SatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Samedi`)
};

const es_reg_day_sat = /** @type {(inputs: Reg_Day_SatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sábado`)
};

const pt_br2_reg_day_sat = /** @type {(inputs: Reg_Day_SatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sábado`)
};

const ja_reg_day_sat = /** @type {(inputs: Reg_Day_SatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`土曜日`)
};

const ko_reg_day_sat = /** @type {(inputs: Reg_Day_SatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`토요일`)
};

/**
* | output |
* | --- |
* | "Saturday" |
*
* @param {Reg_Day_SatInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_day_sat = /** @type {((inputs?: Reg_Day_SatInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_Day_SatInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_day_sat(inputs)
	if (locale === "fr") return fr_reg_day_sat(inputs)
	if (locale === "es") return es_reg_day_sat(inputs)
	if (locale === "pt-BR") return pt_br2_reg_day_sat(inputs)
	if (locale === "ja") return ja_reg_day_sat(inputs)
	if (locale === "ko") return ko_reg_day_sat(inputs)
	return en_reg_day_sat(inputs)
});