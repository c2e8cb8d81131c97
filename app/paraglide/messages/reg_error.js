/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_ErrorInputs */

const en_reg_error = /** @type {(inputs: Reg_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error`)
};

const de_reg_error = /** @type {(inputs: Reg_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fehler`)
};

const fr_reg_error = /** @type {(inputs: Reg_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erreur`)
};

const es_reg_error = /** @type {(inputs: Reg_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error`)
};

const pt_br2_reg_error = /** @type {(inputs: Reg_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erro`)
};

const ja_reg_error = /** @type {(inputs: Reg_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`エラー`)
};

const ko_reg_error = /** @type {(inputs: Reg_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`오류`)
};

/**
* | output |
* | --- |
* | "Error" |
*
* @param {Reg_ErrorInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_error = /** @type {((inputs?: Reg_ErrorInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_ErrorInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_error(inputs)
	if (locale === "fr") return fr_reg_error(inputs)
	if (locale === "es") return es_reg_error(inputs)
	if (locale === "pt-BR") return pt_br2_reg_error(inputs)
	if (locale === "ja") return ja_reg_error(inputs)
	if (locale === "ko") return ko_reg_error(inputs)
	return en_reg_error(inputs)
});