/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_Cover_HintInputs */

const en_reg_cover_hint = /** @type {(inputs: Reg_Cover_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`JPEG, PNG or WebP, at most 10 MB.`)
};

const de_reg_cover_hint = /** @type {(inputs: Reg_Cover_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`JPEG, PNG oder WebP, höchstens 10 MB.`)
};

const fr_reg_cover_hint = /** @type {(inputs: Reg_Cover_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`JPEG, PNG ou WebP, 10 Mo maximum.`)
};

const es_reg_cover_hint = /** @type {(inputs: Reg_Cover_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`JPEG, PNG o WebP, 10 MB como máximo.`)
};

const pt_br2_reg_cover_hint = /** @type {(inputs: Reg_Cover_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`JPEG, PNG ou WebP, no máximo 10 MB.`)
};

const ja_reg_cover_hint = /** @type {(inputs: Reg_Cover_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`JPEG、PNG、WebP（最大10 MB）。`)
};

const ko_reg_cover_hint = /** @type {(inputs: Reg_Cover_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`JPEG, PNG 또는 WebP, 최대 10MB.`)
};

/**
* | output |
* | --- |
* | "JPEG, PNG or WebP, at most 10 MB." |
*
* @param {Reg_Cover_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_cover_hint = /** @type {((inputs?: Reg_Cover_HintInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_Cover_HintInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_cover_hint(inputs)
	if (locale === "fr") return fr_reg_cover_hint(inputs)
	if (locale === "es") return es_reg_cover_hint(inputs)
	if (locale === "pt-BR") return pt_br2_reg_cover_hint(inputs)
	if (locale === "ja") return ja_reg_cover_hint(inputs)
	if (locale === "ko") return ko_reg_cover_hint(inputs)
	return en_reg_cover_hint(inputs)
});