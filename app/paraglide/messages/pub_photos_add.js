/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pub_Photos_AddInputs */

const en_pub_photos_add = /** @type {(inputs: Pub_Photos_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add photos`)
};

const de_pub_photos_add = /** @type {(inputs: Pub_Photos_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fotos hinzufügen`)
};

const fr_pub_photos_add = /** @type {(inputs: Pub_Photos_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouter des photos`)
};

const es_pub_photos_add = /** @type {(inputs: Pub_Photos_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añadir fotos`)
};

const pt_br2_pub_photos_add = /** @type {(inputs: Pub_Photos_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adicionar fotos`)
};

const ja_pub_photos_add = /** @type {(inputs: Pub_Photos_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`写真を追加`)
};

const ko_pub_photos_add = /** @type {(inputs: Pub_Photos_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`사진 추가`)
};

/**
* | output |
* | --- |
* | "Add photos" |
*
* @param {Pub_Photos_AddInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pub_photos_add = /** @type {((inputs?: Pub_Photos_AddInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pub_Photos_AddInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pub_photos_add(inputs)
	if (locale === "fr") return fr_pub_photos_add(inputs)
	if (locale === "es") return es_pub_photos_add(inputs)
	if (locale === "pt-BR") return pt_br2_pub_photos_add(inputs)
	if (locale === "ja") return ja_pub_photos_add(inputs)
	if (locale === "ko") return ko_pub_photos_add(inputs)
	return en_pub_photos_add(inputs)
});