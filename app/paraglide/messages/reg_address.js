/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_AddressInputs */

const en_reg_address = /** @type {(inputs: Reg_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Address`)
};

const de_reg_address = /** @type {(inputs: Reg_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresse`)
};

const fr_reg_address = /** @type {(inputs: Reg_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresse`)
};

const es_reg_address = /** @type {(inputs: Reg_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dirección`)
};

const pt_br2_reg_address = /** @type {(inputs: Reg_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Endereço`)
};

const ja_reg_address = /** @type {(inputs: Reg_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`住所`)
};

const ko_reg_address = /** @type {(inputs: Reg_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`주소`)
};

/**
* | output |
* | --- |
* | "Address" |
*
* @param {Reg_AddressInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_address = /** @type {((inputs?: Reg_AddressInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_AddressInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_address(inputs)
	if (locale === "fr") return fr_reg_address(inputs)
	if (locale === "es") return es_reg_address(inputs)
	if (locale === "pt-BR") return pt_br2_reg_address(inputs)
	if (locale === "ja") return ja_reg_address(inputs)
	if (locale === "ko") return ko_reg_address(inputs)
	return en_reg_address(inputs)
});