/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Pub_Photos_TitleInputs */

const en_pub_photos_title = /** @type {(inputs: Pub_Photos_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Photos of ${i?.name}`)
};

const de_pub_photos_title = /** @type {(inputs: Pub_Photos_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fotos von ${i?.name}`)
};

const fr_pub_photos_title = /** @type {(inputs: Pub_Photos_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Photos de ${i?.name}`)
};

const es_pub_photos_title = /** @type {(inputs: Pub_Photos_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fotos de ${i?.name}`)
};

const pt_br2_pub_photos_title = /** @type {(inputs: Pub_Photos_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fotos de ${i?.name}`)
};

const ja_pub_photos_title = /** @type {(inputs: Pub_Photos_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} の写真`)
};

const ko_pub_photos_title = /** @type {(inputs: Pub_Photos_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} 사진`)
};

/**
* | output |
* | --- |
* | "Photos of {name}" |
*
* @param {Pub_Photos_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pub_photos_title = /** @type {((inputs: Pub_Photos_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pub_Photos_TitleInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pub_photos_title(inputs)
	if (locale === "fr") return fr_pub_photos_title(inputs)
	if (locale === "es") return es_pub_photos_title(inputs)
	if (locale === "pt-BR") return pt_br2_pub_photos_title(inputs)
	if (locale === "ja") return ja_pub_photos_title(inputs)
	if (locale === "ko") return ko_pub_photos_title(inputs)
	return en_pub_photos_title(inputs)
});