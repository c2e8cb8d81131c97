/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pub_Photos_Err_EmptyInputs */

const en_pub_photos_err_empty = /** @type {(inputs: Pub_Photos_Err_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This file is empty. Please choose a photo.`)
};

const de_pub_photos_err_empty = /** @type {(inputs: Pub_Photos_Err_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Datei ist leer. Bitte wähle ein Foto.`)
};

const fr_pub_photos_err_empty = /** @type {(inputs: Pub_Photos_Err_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce fichier est vide. Veuillez choisir une photo.`)
};

const es_pub_photos_err_empty = /** @type {(inputs: Pub_Photos_Err_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este archivo está vacío. Elige una foto.`)
};

const pt_br2_pub_photos_err_empty = /** @type {(inputs: Pub_Photos_Err_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este arquivo está vazio. Escolha uma foto.`)
};

const ja_pub_photos_err_empty = /** @type {(inputs: Pub_Photos_Err_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`このファイルは空です。写真を選んでください。`)
};

const ko_pub_photos_err_empty = /** @type {(inputs: Pub_Photos_Err_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이 파일은 비어 있습니다. 사진을 선택해 주세요.`)
};

/**
* | output |
* | --- |
* | "This file is empty. Please choose a photo." |
*
* @param {Pub_Photos_Err_EmptyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pub_photos_err_empty = /** @type {((inputs?: Pub_Photos_Err_EmptyInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pub_Photos_Err_EmptyInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pub_photos_err_empty(inputs)
	if (locale === "fr") return fr_pub_photos_err_empty(inputs)
	if (locale === "es") return es_pub_photos_err_empty(inputs)
	if (locale === "pt-BR") return pt_br2_pub_photos_err_empty(inputs)
	if (locale === "ja") return ja_pub_photos_err_empty(inputs)
	if (locale === "ko") return ko_pub_photos_err_empty(inputs)
	return en_pub_photos_err_empty(inputs)
});