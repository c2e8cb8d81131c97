/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Center_Previous_PhotoInputs */

const en_center_previous_photo = /** @type {(inputs: Center_Previous_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Previous photo`)
};

const de_center_previous_photo = /** @type {(inputs: Center_Previous_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vorheriges Foto`)
};

const fr_center_previous_photo = /** @type {(inputs: Center_Previous_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photo précédente`)
};

const es_center_previous_photo = /** @type {(inputs: Center_Previous_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Foto anterior`)
};

const pt_br2_center_previous_photo = /** @type {(inputs: Center_Previous_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Foto anterior`)
};

const ja_center_previous_photo = /** @type {(inputs: Center_Previous_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`前の写真`)
};

const ko_center_previous_photo = /** @type {(inputs: Center_Previous_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이전 사진`)
};

/**
* | output |
* | --- |
* | "Previous photo" |
*
* @param {Center_Previous_PhotoInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const center_previous_photo = /** @type {((inputs?: Center_Previous_PhotoInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Center_Previous_PhotoInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_center_previous_photo(inputs)
	if (locale === "fr") return fr_center_previous_photo(inputs)
	if (locale === "es") return es_center_previous_photo(inputs)
	if (locale === "pt-BR") return pt_br2_center_previous_photo(inputs)
	if (locale === "ja") return ja_center_previous_photo(inputs)
	if (locale === "ko") return ko_center_previous_photo(inputs)
	return en_center_previous_photo(inputs)
});