/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Center_AddressInputs */

const en_center_address = /** @type {(inputs: Center_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Address`)
};

const de_center_address = /** @type {(inputs: Center_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresse`)
};

const fr_center_address = /** @type {(inputs: Center_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresse`)
};

const es_center_address = /** @type {(inputs: Center_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dirección`)
};

const pt_br2_center_address = /** @type {(inputs: Center_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Endereço`)
};

const ja_center_address = /** @type {(inputs: Center_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`住所`)
};

const ko_center_address = /** @type {(inputs: Center_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`주소`)
};

/**
* | output |
* | --- |
* | "Address" |
*
* @param {Center_AddressInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const center_address = /** @type {((inputs?: Center_AddressInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Center_AddressInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_center_address(inputs)
	if (locale === "fr") return fr_center_address(inputs)
	if (locale === "es") return es_center_address(inputs)
	if (locale === "pt-BR") return pt_br2_center_address(inputs)
	if (locale === "ja") return ja_center_address(inputs)
	if (locale === "ko") return ko_center_address(inputs)
	return en_center_address(inputs)
});