/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pub_Photos_LimitsInputs */

const en_pub_photos_limits = /** @type {(inputs: Pub_Photos_LimitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Up to 8 photos, JPEG, PNG or WebP, at most 10 MB each.`)
};

const de_pub_photos_limits = /** @type {(inputs: Pub_Photos_LimitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bis zu 8 Fotos, JPEG, PNG oder WebP, jeweils höchstens 10 MB.`)
};

const fr_pub_photos_limits = /** @type {(inputs: Pub_Photos_LimitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jusqu'à 8 photos, JPEG, PNG ou WebP, 10 Mo maximum chacune.`)
};

const es_pub_photos_limits = /** @type {(inputs: Pub_Photos_LimitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hasta 8 fotos, JPEG, PNG o WebP, de 10 MB como máximo cada una.`)
};

const pt_br2_pub_photos_limits = /** @type {(inputs: Pub_Photos_LimitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Até 8 fotos, JPEG, PNG ou WebP, com no máximo 10 MB cada.`)
};

const ja_pub_photos_limits = /** @type {(inputs: Pub_Photos_LimitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`写真は 8 枚まで、JPEG・PNG・WebP、各 10 MB 以内。`)
};

const ko_pub_photos_limits = /** @type {(inputs: Pub_Photos_LimitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`사진은 최대 8장, JPEG·PNG·WebP, 장당 최대 10MB.`)
};

/**
* | output |
* | --- |
* | "Up to 8 photos, JPEG, PNG or WebP, at most 10 MB each." |
*
* @param {Pub_Photos_LimitsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pub_photos_limits = /** @type {((inputs?: Pub_Photos_LimitsInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pub_Photos_LimitsInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pub_photos_limits(inputs)
	if (locale === "fr") return fr_pub_photos_limits(inputs)
	if (locale === "es") return es_pub_photos_limits(inputs)
	if (locale === "pt-BR") return pt_br2_pub_photos_limits(inputs)
	if (locale === "ja") return ja_pub_photos_limits(inputs)
	if (locale === "ko") return ko_pub_photos_limits(inputs)
	return en_pub_photos_limits(inputs)
});