/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Adr_Photos_LabelInputs */

const en_adr_photos_label = /** @type {(inputs: Adr_Photos_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} photos, the first is the cover`)
};

const de_adr_photos_label = /** @type {(inputs: Adr_Photos_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} Fotos, das erste ist das Titelbild`)
};

const fr_adr_photos_label = /** @type {(inputs: Adr_Photos_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} photos, la première est la couverture`)
};

const es_adr_photos_label = /** @type {(inputs: Adr_Photos_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} fotos, la primera es la portada`)
};

const pt_br2_adr_photos_label = /** @type {(inputs: Adr_Photos_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} fotos, a primeira é a capa`)
};

const ja_adr_photos_label = /** @type {(inputs: Adr_Photos_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`写真 ${i?.count} 枚（1枚目がカバー）`)
};

const ko_adr_photos_label = /** @type {(inputs: Adr_Photos_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`사진 ${i?.count}장, 첫 번째가 표지`)
};

/**
* | output |
* | --- |
* | "{count} photos, the first is the cover" |
*
* @param {Adr_Photos_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adr_photos_label = /** @type {((inputs: Adr_Photos_LabelInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adr_Photos_LabelInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adr_photos_label(inputs)
	if (locale === "fr") return fr_adr_photos_label(inputs)
	if (locale === "es") return es_adr_photos_label(inputs)
	if (locale === "pt-BR") return pt_br2_adr_photos_label(inputs)
	if (locale === "ja") return ja_adr_photos_label(inputs)
	if (locale === "ko") return ko_adr_photos_label(inputs)
	return en_adr_photos_label(inputs)
});