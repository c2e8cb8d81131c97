/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ n: NonNullable<unknown>, total: NonNullable<unknown> }} Pub_Photos_AltInputs */

const en_pub_photos_alt = /** @type {(inputs: Pub_Photos_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Photo ${i?.n} of ${i?.total}`)
};

const de_pub_photos_alt = /** @type {(inputs: Pub_Photos_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Foto ${i?.n} von ${i?.total}`)
};

const fr_pub_photos_alt = /** @type {(inputs: Pub_Photos_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Photo ${i?.n} sur ${i?.total}`)
};

const es_pub_photos_alt = /** @type {(inputs: Pub_Photos_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Foto ${i?.n} de ${i?.total}`)
};

const pt_br2_pub_photos_alt = /** @type {(inputs: Pub_Photos_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Foto ${i?.n} de ${i?.total}`)
};

const ja_pub_photos_alt = /** @type {(inputs: Pub_Photos_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.total} 枚中 ${i?.n} 枚目の写真`)
};

const ko_pub_photos_alt = /** @type {(inputs: Pub_Photos_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`사진 ${i?.n}/${i?.total}`)
};

/**
* | output |
* | --- |
* | "Photo {n} of {total}" |
*
* @param {Pub_Photos_AltInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pub_photos_alt = /** @type {((inputs: Pub_Photos_AltInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pub_Photos_AltInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pub_photos_alt(inputs)
	if (locale === "fr") return fr_pub_photos_alt(inputs)
	if (locale === "es") return es_pub_photos_alt(inputs)
	if (locale === "pt-BR") return pt_br2_pub_photos_alt(inputs)
	if (locale === "ja") return ja_pub_photos_alt(inputs)
	if (locale === "ko") return ko_pub_photos_alt(inputs)
	return en_pub_photos_alt(inputs)
});