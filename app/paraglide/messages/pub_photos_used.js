/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ used: NonNullable<unknown> }} Pub_Photos_UsedInputs */

const en_pub_photos_used = /** @type {(inputs: Pub_Photos_UsedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.used} of 8 used.`)
};

const de_pub_photos_used = /** @type {(inputs: Pub_Photos_UsedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.used} von 8 belegt.`)
};

const fr_pub_photos_used = /** @type {(inputs: Pub_Photos_UsedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.used} sur 8 utilisées.`)
};

const es_pub_photos_used = /** @type {(inputs: Pub_Photos_UsedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.used} de 8 usadas.`)
};

const pt_br2_pub_photos_used = /** @type {(inputs: Pub_Photos_UsedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.used} de 8 usadas.`)
};

const ja_pub_photos_used = /** @type {(inputs: Pub_Photos_UsedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`8 枚中 ${i?.used} 枚使用中。`)
};

const ko_pub_photos_used = /** @type {(inputs: Pub_Photos_UsedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`8장 중 ${i?.used}장 사용 중.`)
};

/**
* | output |
* | --- |
* | "{used} of 8 used." |
*
* @param {Pub_Photos_UsedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pub_photos_used = /** @type {((inputs: Pub_Photos_UsedInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pub_Photos_UsedInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pub_photos_used(inputs)
	if (locale === "fr") return fr_pub_photos_used(inputs)
	if (locale === "es") return es_pub_photos_used(inputs)
	if (locale === "pt-BR") return pt_br2_pub_photos_used(inputs)
	if (locale === "ja") return ja_pub_photos_used(inputs)
	if (locale === "ko") return ko_pub_photos_used(inputs)
	return en_pub_photos_used(inputs)
});