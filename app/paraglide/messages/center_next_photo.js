/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Center_Next_PhotoInputs */

const en_center_next_photo = /** @type {(inputs: Center_Next_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next photo`)
};

const de_center_next_photo = /** @type {(inputs: Center_Next_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nächstes Foto`)
};

const fr_center_next_photo = /** @type {(inputs: Center_Next_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photo suivante`)
};

const es_center_next_photo = /** @type {(inputs: Center_Next_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Foto siguiente`)
};

const pt_br2_center_next_photo = /** @type {(inputs: Center_Next_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Próxima foto`)
};

const ja_center_next_photo = /** @type {(inputs: Center_Next_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`次の写真`)
};

const ko_center_next_photo = /** @type {(inputs: Center_Next_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`다음 사진`)
};

/**
* | output |
* | --- |
* | "Next photo" |
*
* @param {Center_Next_PhotoInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const center_next_photo = /** @type {((inputs?: Center_Next_PhotoInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Center_Next_PhotoInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_center_next_photo(inputs)
	if (locale === "fr") return fr_center_next_photo(inputs)
	if (locale === "es") return es_center_next_photo(inputs)
	if (locale === "pt-BR") return pt_br2_center_next_photo(inputs)
	if (locale === "ja") return ja_center_next_photo(inputs)
	if (locale === "ko") return ko_center_next_photo(inputs)
	return en_center_next_photo(inputs)
});