/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Adr_AddressInputs */

const en_adr_address = /** @type {(inputs: Adr_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Address`)
};

const de_adr_address = /** @type {(inputs: Adr_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresse`)
};

const fr_adr_address = /** @type {(inputs: Adr_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresse`)
};

const es_adr_address = /** @type {(inputs: Adr_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dirección`)
};

const pt_br2_adr_address = /** @type {(inputs: Adr_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Endereço`)
};

const ja_adr_address = /** @type {(inputs: Adr_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`住所`)
};

const ko_adr_address = /** @type {(inputs: Adr_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`주소`)
};

/**
* | output |
* | --- |
* | "Address" |
*
* @param {Adr_AddressInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adr_address = /** @type {((inputs?: Adr_AddressInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adr_AddressInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adr_address(inputs)
	if (locale === "fr") return fr_adr_address(inputs)
	if (locale === "es") return es_adr_address(inputs)
	if (locale === "pt-BR") return pt_br2_adr_address(inputs)
	if (locale === "ja") return ja_adr_address(inputs)
	if (locale === "ko") return ko_adr_address(inputs)
	return en_adr_address(inputs)
});