/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_Day_WedInputs */

const en_reg_day_wed = /** @type {(inputs: Reg_Day_WedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wednesday`)
};

const de_reg_day_wed = /** @type {(inputs: Reg_Day_WedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mittwoch`)
};

const fr_reg_day_wed = /** @type {(inputs: Reg_Day_WedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mercredi`)
};

const es_reg_day_wed = /** @type {(inputs: Reg_Day_WedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Miércoles`)
};

const pt_br2_reg_day_wed = /** @type {(inputs: Reg_Day_WedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quarta-feira`)
};

const ja_reg_day_wed = /** @type {(inputs: Reg_Day_WedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`水曜日`)
};

const ko_reg_day_wed = /** @type {(inputs: Reg_Day_WedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`수요일`)
};

/**
* | output |
* | --- |
* | "Wednesday" |
*
* @param {Reg_Day_WedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_day_wed = /** @type {((inputs?: Reg_Day_WedInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_Day_WedInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_day_wed(inputs)
	if (locale === "fr") return fr_reg_day_wed(inputs)
	if (locale === "es") return es_reg_day_wed(inputs)
	if (locale === "pt-BR") return pt_br2_reg_day_wed(inputs)
	if (locale === "ja") return ja_reg_day_wed(inputs)
	if (locale === "ko") return ko_reg_day_wed(inputs)
	return en_reg_day_wed(inputs)
});