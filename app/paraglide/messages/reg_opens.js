/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_OpensInputs */

const en_reg_opens = /** @type {(inputs: Reg_OpensInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opens`)
};

const de_reg_opens = /** @type {(inputs: Reg_OpensInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Öffnet`)
};

const fr_reg_opens = /** @type {(inputs: Reg_OpensInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ouvre`)
};

const es_reg_opens = /** @type {(inputs: Reg_OpensInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abre`)
};

const pt_br2_reg_opens = /** @type {(inputs: Reg_OpensInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abre`)
};

const ja_reg_opens = /** @type {(inputs: Reg_OpensInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`開店`)
};

const ko_reg_opens = /** @type {(inputs: Reg_OpensInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`오픈`)
};

/**
* | output |
* | --- |
* | "Opens" |
*
* @param {Reg_OpensInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_opens = /** @type {((inputs?: Reg_OpensInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_OpensInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_opens(inputs)
	if (locale === "fr") return fr_reg_opens(inputs)
	if (locale === "es") return es_reg_opens(inputs)
	if (locale === "pt-BR") return pt_br2_reg_opens(inputs)
	if (locale === "ja") return ja_reg_opens(inputs)
	if (locale === "ko") return ko_reg_opens(inputs)
	return en_reg_opens(inputs)
});