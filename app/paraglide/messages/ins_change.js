/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ins_ChangeInputs */

const en_ins_change = /** @type {(inputs: Ins_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change`)
};

const de_ins_change = /** @type {(inputs: Ins_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veränderung`)
};

const fr_ins_change = /** @type {(inputs: Ins_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Évolution`)
};

const es_ins_change = /** @type {(inputs: Ins_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cambio`)
};

const pt_br2_ins_change = /** @type {(inputs: Ins_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Variação`)
};

const ja_ins_change = /** @type {(inputs: Ins_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`変化`)
};

const ko_ins_change = /** @type {(inputs: Ins_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`변화`)
};

/**
* | output |
* | --- |
* | "Change" |
*
* @param {Ins_ChangeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const ins_change = /** @type {((inputs?: Ins_ChangeInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ins_ChangeInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ins_change(inputs)
	if (locale === "fr") return fr_ins_change(inputs)
	if (locale === "es") return es_ins_change(inputs)
	if (locale === "pt-BR") return pt_br2_ins_change(inputs)
	if (locale === "ja") return ja_ins_change(inputs)
	if (locale === "ko") return ko_ins_change(inputs)
	return en_ins_change(inputs)
});