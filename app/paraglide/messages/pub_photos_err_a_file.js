/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pub_Photos_Err_A_FileInputs */

const en_pub_photos_err_a_file = /** @type {(inputs: Pub_Photos_Err_A_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A file`)
};

const de_pub_photos_err_a_file = /** @type {(inputs: Pub_Photos_Err_A_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eine Datei`)
};

const fr_pub_photos_err_a_file = /** @type {(inputs: Pub_Photos_Err_A_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un fichier`)
};

const es_pub_photos_err_a_file = /** @type {(inputs: Pub_Photos_Err_A_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un archivo`)
};

const pt_br2_pub_photos_err_a_file = /** @type {(inputs: Pub_Photos_Err_A_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Um arquivo`)
};

const ja_pub_photos_err_a_file = /** @type {(inputs: Pub_Photos_Err_A_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ファイル`)
};

const ko_pub_photos_err_a_file = /** @type {(inputs: Pub_Photos_Err_A_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`파일`)
};

/**
* | output |
* | --- |
* | "A file" |
*
* @param {Pub_Photos_Err_A_FileInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pub_photos_err_a_file = /** @type {((inputs?: Pub_Photos_Err_A_FileInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pub_Photos_Err_A_FileInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pub_photos_err_a_file(inputs)
	if (locale === "fr") return fr_pub_photos_err_a_file(inputs)
	if (locale === "es") return es_pub_photos_err_a_file(inputs)
	if (locale === "pt-BR") return pt_br2_pub_photos_err_a_file(inputs)
	if (locale === "ja") return ja_pub_photos_err_a_file(inputs)
	if (locale === "ko") return ko_pub_photos_err_a_file(inputs)
	return en_pub_photos_err_a_file(inputs)
});