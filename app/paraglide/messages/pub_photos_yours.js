/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Pub_Photos_YoursInputs */

const en_pub_photos_yours = /** @type {(inputs: Pub_Photos_YoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your photos (${i?.count} of 8)`)
};

const de_pub_photos_yours = /** @type {(inputs: Pub_Photos_YoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Deine Fotos (${i?.count} von 8)`)
};

const fr_pub_photos_yours = /** @type {(inputs: Pub_Photos_YoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vos photos (${i?.count} sur 8)`)
};

const es_pub_photos_yours = /** @type {(inputs: Pub_Photos_YoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tus fotos (${i?.count} de 8)`)
};

const pt_br2_pub_photos_yours = /** @type {(inputs: Pub_Photos_YoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Suas fotos (${i?.count} de 8)`)
};

const ja_pub_photos_yours = /** @type {(inputs: Pub_Photos_YoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`あなたの写真（8 枚中 ${i?.count} 枚）`)
};

const ko_pub_photos_yours = /** @type {(inputs: Pub_Photos_YoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`내 사진 (8장 중 ${i?.count}장)`)
};

/**
* | output |
* | --- |
* | "Your photos ({count} of 8)" |
*
* @param {Pub_Photos_YoursInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pub_photos_yours = /** @type {((inputs: Pub_Photos_YoursInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pub_Photos_YoursInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pub_photos_yours(inputs)
	if (locale === "fr") return fr_pub_photos_yours(inputs)
	if (locale === "es") return es_pub_photos_yours(inputs)
	if (locale === "pt-BR") return pt_br2_pub_photos_yours(inputs)
	if (locale === "ja") return ja_pub_photos_yours(inputs)
	if (locale === "ko") return ko_pub_photos_yours(inputs)
	return en_pub_photos_yours(inputs)
});