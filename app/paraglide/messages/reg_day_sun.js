/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_Day_SunInputs */

const en_reg_day_sun = /** @type {(inputs: Reg_Day_SunInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sunday`)
};

const de_reg_day_sun = /** @type {(inputs: Reg_Day_SunInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sonntag`)
};

const fr_reg_day_sun = /** @type {(inputs: Reg_Day_SunInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dimanche`)
};

const es_reg_day_sun = /** @type {(inputs: Reg_Day_SunInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Domingo`)
};

const pt_br2_reg_day_sun = /** @type {(inputs: Reg_Day_SunInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Domingo`)
};

const ja_reg_day_sun = /** @type {(inputs: Reg_Day_SunInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`日曜日`)
};

const ko_reg_day_sun = /** @type {(inputs: Reg_Day_SunInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`일요일`)
};

/**
* | output |
* | --- |
* | "Sunday" |
*
* @param {Reg_Day_SunInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_day_sun = /** @type {((inputs?: Reg_Day_SunInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_Day_SunInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_day_sun(inputs)
	if (locale === "fr") return fr_reg_day_sun(inputs)
	if (locale === "es") return es_reg_day_sun(inputs)
	if (locale === "pt-BR") return pt_br2_reg_day_sun(inputs)
	if (locale === "ja") return ja_reg_day_sun(inputs)
	if (locale === "ko") return ko_reg_day_sun(inputs)
	return en_reg_day_sun(inputs)
});