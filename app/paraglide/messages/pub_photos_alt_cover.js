/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ n: NonNullable<unknown>, total: NonNullable<unknown> }} Pub_Photos_Alt_CoverInputs */

const en_pub_photos_alt_cover = /** @type {(inputs: Pub_Photos_Alt_CoverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Photo ${i?.n} of ${i?.total}, the cover`)
};

const de_pub_photos_alt_cover = /** @type {(inputs: Pub_Photos_Alt_CoverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Foto ${i?.n} von ${i?.total}, das Titelbild`)
};

const fr_pub_photos_alt_cover = /** @type {(inputs: Pub_Photos_Alt_CoverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Photo ${i?.n} sur ${i?.total}, la couverture`)
};

const es_pub_photos_alt_cover = /** @type {(inputs: Pub_Photos_Alt_CoverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Foto ${i?.n} de ${i?.total}, la portada`)
};

const pt_br2_pub_photos_alt_cover = /** @type {(inputs: Pub_Photos_Alt_CoverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Foto ${i?.n} de ${i?.total}, a capa`)
};

const ja_pub_photos_alt_cover = /** @type {(inputs: Pub_Photos_Alt_CoverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.total} 枚中 ${i?.n} 枚目の写真（カバー）`)
};

const ko_pub_photos_alt_cover = /** @type {(inputs: Pub_Photos_Alt_CoverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`사진 ${i?.n}/${i?.total}, 대표 사진`)
};

/**
* | output |
* | --- |
* | "Photo {n} of {total}, the cover" |
*
* @param {Pub_Photos_Alt_CoverInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pub_photos_alt_cover = /** @type {((inputs: Pub_Photos_Alt_CoverInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pub_Photos_Alt_CoverInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pub_photos_alt_cover(inputs)
	if (locale === "fr") return fr_pub_photos_alt_cover(inputs)
	if (locale === "es") return es_pub_photos_alt_cover(inputs)
	if (locale === "pt-BR") return pt_br2_pub_photos_alt_cover(inputs)
	if (locale === "ja") return ja_pub_photos_alt_cover(inputs)
	if (locale === "ko") return ko_pub_photos_alt_cover(inputs)
	return en_pub_photos_alt_cover(inputs)
});