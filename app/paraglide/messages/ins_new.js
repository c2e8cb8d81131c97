/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ins_NewInputs */

const en_ins_new = /** @type {(inputs: Ins_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`new`)
};

const de_ins_new = /** @type {(inputs: Ins_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`neu`)
};

const fr_ins_new = /** @type {(inputs: Ins_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`nouveau`)
};

const es_ins_new = /** @type {(inputs: Ins_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`nuevo`)
};

const pt_br2_ins_new = /** @type {(inputs: Ins_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`novo`)
};

const ja_ins_new = /** @type {(inputs: Ins_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`新規`)
};

const ko_ins_new = /** @type {(inputs: Ins_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`신규`)
};

/**
* | output |
* | --- |
* | "new" |
*
* @param {Ins_NewInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const ins_new = /** @type {((inputs?: Ins_NewInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ins_NewInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ins_new(inputs)
	if (locale === "fr") return fr_ins_new(inputs)
	if (locale === "es") return es_ins_new(inputs)
	if (locale === "pt-BR") return pt_br2_ins_new(inputs)
	if (locale === "ja") return ja_ins_new(inputs)
	if (locale === "ko") return ko_ins_new(inputs)
	return en_ins_new(inputs)
});