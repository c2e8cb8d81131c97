/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_Photos_AfterInputs */

const en_reg_photos_after = /** @type {(inputs: Reg_Photos_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(up to 8).`)
};

const de_reg_photos_after = /** @type {(inputs: Reg_Photos_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(bis zu 8).`)
};

const fr_reg_photos_after = /** @type {(inputs: Reg_Photos_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(8 au maximum).`)
};

const es_reg_photos_after = /** @type {(inputs: Reg_Photos_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(hasta 8).`)
};

const pt_br2_reg_photos_after = /** @type {(inputs: Reg_Photos_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(até 8).`)
};

const ja_reg_photos_after = /** @type {(inputs: Reg_Photos_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`（最大8枚）。`)
};

const ko_reg_photos_after = /** @type {(inputs: Reg_Photos_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(최대 8장).`)
};

/**
* | output |
* | --- |
* | "(up to 8)." |
*
* @param {Reg_Photos_AfterInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_photos_after = /** @type {((inputs?: Reg_Photos_AfterInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_Photos_AfterInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_photos_after(inputs)
	if (locale === "fr") return fr_reg_photos_after(inputs)
	if (locale === "es") return es_reg_photos_after(inputs)
	if (locale === "pt-BR") return pt_br2_reg_photos_after(inputs)
	if (locale === "ja") return ja_reg_photos_after(inputs)
	if (locale === "ko") return ko_reg_photos_after(inputs)
	return en_reg_photos_after(inputs)
});