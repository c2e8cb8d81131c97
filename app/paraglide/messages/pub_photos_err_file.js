/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ file: NonNullable<unknown>, error: NonNullable<unknown> }} Pub_Photos_Err_FileInputs */

const en_pub_photos_err_file = /** @type {(inputs: Pub_Photos_Err_FileInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.file}: ${i?.error} Nothing was uploaded.`)
};

const de_pub_photos_err_file = /** @type {(inputs: Pub_Photos_Err_FileInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.file}: ${i?.error} Es wurde nichts hochgeladen.`)
};

const fr_pub_photos_err_file = /** @type {(inputs: Pub_Photos_Err_FileInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.file} : ${i?.error} Rien n'a été envoyé.`)
};

const es_pub_photos_err_file = /** @type {(inputs: Pub_Photos_Err_FileInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.file}: ${i?.error} No se ha subido nada.`)
};

const pt_br2_pub_photos_err_file = /** @type {(inputs: Pub_Photos_Err_FileInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.file}: ${i?.error} Nada foi enviado.`)
};

const ja_pub_photos_err_file = /** @type {(inputs: Pub_Photos_Err_FileInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.file}：${i?.error} 何もアップロードされていません。`)
};

const ko_pub_photos_err_file = /** @type {(inputs: Pub_Photos_Err_FileInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.file}: ${i?.error} 아무것도 업로드되지 않았습니다.`)
};

/**
* | output |
* | --- |
* | "{file}: {error} Nothing was uploaded." |
*
* @param {Pub_Photos_Err_FileInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pub_photos_err_file = /** @type {((inputs: Pub_Photos_Err_FileInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pub_Photos_Err_FileInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pub_photos_err_file(inputs)
	if (locale === "fr") return fr_pub_photos_err_file(inputs)
	if (locale === "es") return es_pub_photos_err_file(inputs)
	if (locale === "pt-BR") return pt_br2_pub_photos_err_file(inputs)
	if (locale === "ja") return ja_pub_photos_err_file(inputs)
	if (locale === "ko") return ko_pub_photos_err_file(inputs)
	return en_pub_photos_err_file(inputs)
});