/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, count: NonNullable<unknown> }} Center_Photos_ListInputs */

const en_center_photos_list = /** @type {(inputs: Center_Photos_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Photos of ${i?.name}, ${i?.count} in all`)
};

const de_center_photos_list = /** @type {(inputs: Center_Photos_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fotos von ${i?.name}, insgesamt ${i?.count}`)
};

const fr_center_photos_list = /** @type {(inputs: Center_Photos_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Photos de ${i?.name}, ${i?.count} au total`)
};

const es_center_photos_list = /** @type {(inputs: Center_Photos_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fotos de ${i?.name}, ${i?.count} en total`)
};

const pt_br2_center_photos_list = /** @type {(inputs: Center_Photos_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fotos de ${i?.name}, ${i?.count} no total`)
};

const ja_center_photos_list = /** @type {(inputs: Center_Photos_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}の写真（全${i?.count}枚）`)
};

const ko_center_photos_list = /** @type {(inputs: Center_Photos_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} 사진, 총 ${i?.count}장`)
};

/**
* | output |
* | --- |
* | "Photos of {name}, {count} in all" |
*
* @param {Center_Photos_ListInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const center_photos_list = /** @type {((inputs: Center_Photos_ListInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Center_Photos_ListInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_center_photos_list(inputs)
	if (locale === "fr") return fr_center_photos_list(inputs)
	if (locale === "es") return es_center_photos_list(inputs)
	if (locale === "pt-BR") return pt_br2_center_photos_list(inputs)
	if (locale === "ja") return ja_center_photos_list(inputs)
	if (locale === "ko") return ko_center_photos_list(inputs)
	return en_center_photos_list(inputs)
});