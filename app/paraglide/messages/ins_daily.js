/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ins_DailyInputs */

const en_ins_daily = /** @type {(inputs: Ins_DailyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Daily numbers`)
};

const de_ins_daily = /** @type {(inputs: Ins_DailyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tageszahlen`)
};

const fr_ins_daily = /** @type {(inputs: Ins_DailyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chiffres quotidiens`)
};

const es_ins_daily = /** @type {(inputs: Ins_DailyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cifras diarias`)
};

const pt_br2_ins_daily = /** @type {(inputs: Ins_DailyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Números diários`)
};

const ja_ins_daily = /** @type {(inputs: Ins_DailyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`日別の数値`)
};

const ko_ins_daily = /** @type {(inputs: Ins_DailyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`일별 수치`)
};

/**
* | output |
* | --- |
* | "Daily numbers" |
*
* @param {Ins_DailyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const ins_daily = /** @type {((inputs?: Ins_DailyInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ins_DailyInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ins_daily(inputs)
	if (locale === "fr") return fr_ins_daily(inputs)
	if (locale === "es") return es_ins_daily(inputs)
	if (locale === "pt-BR") return pt_br2_ins_daily(inputs)
	if (locale === "ja") return ja_ins_daily(inputs)
	if (locale === "ko") return ko_ins_daily(inputs)
	return en_ins_daily(inputs)
});