/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_Not_ListedInputs */

const en_reg_not_listed = /** @type {(inputs: Reg_Not_ListedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not at a listed LAN center`)
};

const de_reg_not_listed = /** @type {(inputs: Reg_Not_ListedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht in einem gelisteten LAN-Center`)
};

const fr_reg_not_listed = /** @type {(inputs: Reg_Not_ListedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pas dans un LAN center référencé`)
};

const es_reg_not_listed = /** @type {(inputs: Reg_Not_ListedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No en un LAN center de la lista`)
};

const pt_br2_reg_not_listed = /** @type {(inputs: Reg_Not_ListedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não é em um LAN center listado`)
};

const ja_reg_not_listed = /** @type {(inputs: Reg_Not_ListedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`掲載中のLANセンター以外`)
};

const ko_reg_not_listed = /** @type {(inputs: Reg_Not_ListedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`등록된 LAN 센터가 아님`)
};

/**
* | output |
* | --- |
* | "Not at a listed LAN center" |
*
* @param {Reg_Not_ListedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_not_listed = /** @type {((inputs?: Reg_Not_ListedInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_Not_ListedInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_not_listed(inputs)
	if (locale === "fr") return fr_reg_not_listed(inputs)
	if (locale === "es") return es_reg_not_listed(inputs)
	if (locale === "pt-BR") return pt_br2_reg_not_listed(inputs)
	if (locale === "ja") return ja_reg_not_listed(inputs)
	if (locale === "ko") return ko_reg_not_listed(inputs)
	return en_reg_not_listed(inputs)
});