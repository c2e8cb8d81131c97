/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ n: NonNullable<unknown> }} Pub_Photos_NameInputs */

const en_pub_photos_name = /** @type {(inputs: Pub_Photos_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`photo ${i?.n}`)
};

const de_pub_photos_name = /** @type {(inputs: Pub_Photos_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Foto ${i?.n}`)
};

const fr_pub_photos_name = /** @type {(inputs: Pub_Photos_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`photo ${i?.n}`)
};

const es_pub_photos_name = /** @type {(inputs: Pub_Photos_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`foto ${i?.n}`)
};

const pt_br2_pub_photos_name = /** @type {(inputs: Pub_Photos_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`foto ${i?.n}`)
};

const ja_pub_photos_name = /** @type {(inputs: Pub_Photos_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`写真 ${i?.n}`)
};

const ko_pub_photos_name = /** @type {(inputs: Pub_Photos_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`사진 ${i?.n}`)
};

/**
* | output |
* | --- |
* | "photo {n}" |
*
* @param {Pub_Photos_NameInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pub_photos_name = /** @type {((inputs: Pub_Photos_NameInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pub_Photos_NameInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pub_photos_name(inputs)
	if (locale === "fr") return fr_pub_photos_name(inputs)
	if (locale === "es") return es_pub_photos_name(inputs)
	if (locale === "pt-BR") return pt_br2_pub_photos_name(inputs)
	if (locale === "ja") return ja_pub_photos_name(inputs)
	if (locale === "ko") return ko_pub_photos_name(inputs)
	return en_pub_photos_name(inputs)
});