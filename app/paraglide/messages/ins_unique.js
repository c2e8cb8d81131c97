/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ins_UniqueInputs */

const en_ins_unique = /** @type {(inputs: Ins_UniqueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unique visitors`)
};

const de_ins_unique = /** @type {(inputs: Ins_UniqueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Einzelne Besucher`)
};

const fr_ins_unique = /** @type {(inputs: Ins_UniqueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visiteurs uniques`)
};

const es_ins_unique = /** @type {(inputs: Ins_UniqueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visitantes únicos`)
};

const pt_br2_ins_unique = /** @type {(inputs: Ins_UniqueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visitantes únicos`)
};

const ja_ins_unique = /** @type {(inputs: Ins_UniqueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ユニーク訪問者`)
};

const ko_ins_unique = /** @type {(inputs: Ins_UniqueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`순 방문자`)
};

/**
* | output |
* | --- |
* | "Unique visitors" |
*
* @param {Ins_UniqueInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const ins_unique = /** @type {((inputs?: Ins_UniqueInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ins_UniqueInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ins_unique(inputs)
	if (locale === "fr") return fr_ins_unique(inputs)
	if (locale === "es") return es_ins_unique(inputs)
	if (locale === "pt-BR") return pt_br2_ins_unique(inputs)
	if (locale === "ja") return ja_ins_unique(inputs)
	if (locale === "ko") return ko_ins_unique(inputs)
	return en_ins_unique(inputs)
});