/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_Day_FriInputs */

const en_reg_day_fri = /** @type {(inputs: Reg_Day_FriInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Friday`)
};

const de_reg_day_fri = /** @type {(inputs: Reg_Day_FriInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Freitag`)
};

const fr_reg_day_fri = /** @type {(inputs: Reg_Day_FriInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vendredi`)
};

const es_reg_day_fri = /** @type {(inputs: Reg_Day_FriInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Viernes`)
};

const pt_br2_reg_day_fri = /** @type {(inputs: Reg_Day_FriInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sexta-feira`)
};

const ja_reg_day_fri = /** @type {(inputs: Reg_Day_FriInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`金曜日`)
};

const ko_reg_day_fri = /** @type {(inputs: Reg_Day_FriInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`금요일`)
};

/**
* | output |
* | --- |
* | "Friday" |
*
* @param {Reg_Day_FriInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_day_fri = /** @type {((inputs?: Reg_Day_FriInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_Day_FriInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_day_fri(inputs)
	if (locale === "fr") return fr_reg_day_fri(inputs)
	if (locale === "es") return es_reg_day_fri(inputs)
	if (locale === "pt-BR") return pt_br2_reg_day_fri(inputs)
	if (locale === "ja") return ja_reg_day_fri(inputs)
	if (locale === "ko") return ko_reg_day_fri(inputs)
	return en_reg_day_fri(inputs)
});