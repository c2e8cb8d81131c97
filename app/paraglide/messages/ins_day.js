/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ins_DayInputs */

const en_ins_day = /** @type {(inputs: Ins_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Day`)
};

const de_ins_day = /** @type {(inputs: Ins_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tag`)
};

const fr_ins_day = /** @type {(inputs: Ins_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jour`)
};

const es_ins_day = /** @type {(inputs: Ins_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Día`)
};

const pt_br2_ins_day = /** @type {(inputs: Ins_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dia`)
};

const ja_ins_day = /** @type {(inputs: Ins_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`日付`)
};

const ko_ins_day = /** @type {(inputs: Ins_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`날짜`)
};

/**
* | output |
* | --- |
* | "Day" |
*
* @param {Ins_DayInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const ins_day = /** @type {((inputs?: Ins_DayInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ins_DayInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ins_day(inputs)
	if (locale === "fr") return fr_ins_day(inputs)
	if (locale === "es") return es_ins_day(inputs)
	if (locale === "pt-BR") return pt_br2_ins_day(inputs)
	if (locale === "ja") return ja_ins_day(inputs)
	if (locale === "ko") return ko_ins_day(inputs)
	return en_ins_day(inputs)
});