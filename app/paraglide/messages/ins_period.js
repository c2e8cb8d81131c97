/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ins_PeriodInputs */

const en_ins_period = /** @type {(inputs: Ins_PeriodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Period`)
};

const de_ins_period = /** @type {(inputs: Ins_PeriodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zeitraum`)
};

const fr_ins_period = /** @type {(inputs: Ins_PeriodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Période`)
};

const es_ins_period = /** @type {(inputs: Ins_PeriodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Periodo`)
};

const pt_br2_ins_period = /** @type {(inputs: Ins_PeriodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Período`)
};

const ja_ins_period = /** @type {(inputs: Ins_PeriodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`期間`)
};

const ko_ins_period = /** @type {(inputs: Ins_PeriodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`기간`)
};

/**
* | output |
* | --- |
* | "Period" |
*
* @param {Ins_PeriodInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const ins_period = /** @type {((inputs?: Ins_PeriodInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ins_PeriodInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ins_period(inputs)
	if (locale === "fr") return fr_ins_period(inputs)
	if (locale === "es") return es_ins_period(inputs)
	if (locale === "pt-BR") return pt_br2_ins_period(inputs)
	if (locale === "ja") return ja_ins_period(inputs)
	if (locale === "ko") return ko_ins_period(inputs)
	return en_ins_period(inputs)
});