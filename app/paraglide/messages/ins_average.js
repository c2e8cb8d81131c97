/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ins_AverageInputs */

const en_ins_average = /** @type {(inputs: Ins_AverageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Average rating`)
};

const de_ins_average = /** @type {(inputs: Ins_AverageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Durchschnittliche Bewertung`)
};

const fr_ins_average = /** @type {(inputs: Ins_AverageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Note moyenne`)
};

const es_ins_average = /** @type {(inputs: Ins_AverageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Valoración media`)
};

const pt_br2_ins_average = /** @type {(inputs: Ins_AverageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nota média`)
};

const ja_ins_average = /** @type {(inputs: Ins_AverageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`平均評価`)
};

const ko_ins_average = /** @type {(inputs: Ins_AverageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`평균 평점`)
};

/**
* | output |
* | --- |
* | "Average rating" |
*
* @param {Ins_AverageInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const ins_average = /** @type {((inputs?: Ins_AverageInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ins_AverageInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ins_average(inputs)
	if (locale === "fr") return fr_ins_average(inputs)
	if (locale === "es") return es_ins_average(inputs)
	if (locale === "pt-BR") return pt_br2_ins_average(inputs)
	if (locale === "ja") return ja_ins_average(inputs)
	if (locale === "ko") return ko_ins_average(inputs)
	return en_ins_average(inputs)
});