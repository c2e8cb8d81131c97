/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ n: NonNullable<unknown> }} Adr_Photo_NInputs */

const en_adr_photo_n = /** @type {(inputs: Adr_Photo_NInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Photo ${i?.n}`)
};

const de_adr_photo_n = /** @type {(inputs: Adr_Photo_NInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Foto ${i?.n}`)
};

const fr_adr_photo_n = /** @type {(inputs: Adr_Photo_NInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Photo ${i?.n}`)
};

const es_adr_photo_n = /** @type {(inputs: Adr_Photo_NInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Foto ${i?.n}`)
};

const pt_br2_adr_photo_n = /** @type {(inputs: Adr_Photo_NInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Foto ${i?.n}`)
};

const ja_adr_photo_n = /** @type {(inputs: Adr_Photo_NInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`写真 ${i?.n}`)
};

const ko_adr_photo_n = /** @type {(inputs: Adr_Photo_NInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`사진 ${i?.n}`)
};

/**
* | output |
* | --- |
* | "Photo {n}" |
*
* @param {Adr_Photo_NInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adr_photo_n = /** @type {((inputs: Adr_Photo_NInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adr_Photo_NInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adr_photo_n(inputs)
	if (locale === "fr") return fr_adr_photo_n(inputs)
	if (locale === "es") return es_adr_photo_n(inputs)
	if (locale === "pt-BR") return pt_br2_adr_photo_n(inputs)
	if (locale === "ja") return ja_adr_photo_n(inputs)
	if (locale === "ko") return ko_adr_photo_n(inputs)
	return en_adr_photo_n(inputs)
});