/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Center_Photos_OfInputs */

const en_center_photos_of = /** @type {(inputs: Center_Photos_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Photos of ${i?.name}`)
};

const de_center_photos_of = /** @type {(inputs: Center_Photos_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fotos von ${i?.name}`)
};

const fr_center_photos_of = /** @type {(inputs: Center_Photos_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Photos de ${i?.name}`)
};

const es_center_photos_of = /** @type {(inputs: Center_Photos_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fotos de ${i?.name}`)
};

const pt_br2_center_photos_of = /** @type {(inputs: Center_Photos_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fotos de ${i?.name}`)
};

const ja_center_photos_of = /** @type {(inputs: Center_Photos_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}の写真`)
};

const ko_center_photos_of = /** @type {(inputs: Center_Photos_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} 사진`)
};

/**
* | output |
* | --- |
* | "Photos of {name}" |
*
* @param {Center_Photos_OfInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const center_photos_of = /** @type {((inputs: Center_Photos_OfInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Center_Photos_OfInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_center_photos_of(inputs)
	if (locale === "fr") return fr_center_photos_of(inputs)
	if (locale === "es") return es_center_photos_of(inputs)
	if (locale === "pt-BR") return pt_br2_center_photos_of(inputs)
	if (locale === "ja") return ja_center_photos_of(inputs)
	if (locale === "ko") return ko_center_photos_of(inputs)
	return en_center_photos_of(inputs)
});