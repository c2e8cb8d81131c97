/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_Day_TueInputs */

const en_reg_day_tue = /** @type {(inputs: Reg_Day_TueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tuesday`)
};

const de_reg_day_tue = /** @type {(inputs: Reg_Day_TueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dienstag`)
};

const fr_reg_day_tue = /** @type {(inputs: Reg_Day_TueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mardi`)
};

const es_reg_day_tue = /** @type {(inputs: Reg_Day_TueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Martes`)
};

const pt_br2_reg_day_tue = /** @type {(inputs: Reg_Day_TueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terça-feira`)
};

const ja_reg_day_tue = /** @type {(inputs: Reg_Day_TueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`火曜日`)
};

const ko_reg_day_tue = /** @type {(inputs: Reg_Day_TueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`화요일`)
};

/**
* | output |
* | --- |
* | "Tuesday" |
*
* @param {Reg_Day_TueInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_day_tue = /** @type {((inputs?: Reg_Day_TueInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_Day_TueInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_day_tue(inputs)
	if (locale === "fr") return fr_reg_day_tue(inputs)
	if (locale === "es") return es_reg_day_tue(inputs)
	if (locale === "pt-BR") return pt_br2_reg_day_tue(inputs)
	if (locale === "ja") return ja_reg_day_tue(inputs)
	if (locale === "ko") return ko_reg_day_tue(inputs)
	return en_reg_day_tue(inputs)
});