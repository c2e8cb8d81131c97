/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pub_Photos_Err_Too_BigInputs */

const en_pub_photos_err_too_big = /** @type {(inputs: Pub_Photos_Err_Too_BigInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This photo is larger than 10 MB. Please choose a smaller file.`)
};

const de_pub_photos_err_too_big = /** @type {(inputs: Pub_Photos_Err_Too_BigInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses Foto ist größer als 10 MB. Bitte wähle eine kleinere Datei.`)
};

const fr_pub_photos_err_too_big = /** @type {(inputs: Pub_Photos_Err_Too_BigInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette photo dépasse 10 Mo. Veuillez choisir un fichier plus petit.`)
};

const es_pub_photos_err_too_big = /** @type {(inputs: Pub_Photos_Err_Too_BigInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta foto supera los 10 MB. Elige un archivo más pequeño.`)
};

const pt_br2_pub_photos_err_too_big = /** @type {(inputs: Pub_Photos_Err_Too_BigInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta foto tem mais de 10 MB. Escolha um arquivo menor.`)
};

const ja_pub_photos_err_too_big = /** @type {(inputs: Pub_Photos_Err_Too_BigInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`この写真は 10 MB を超えています。もっと小さいファイルを選んでください。`)
};

const ko_pub_photos_err_too_big = /** @type {(inputs: Pub_Photos_Err_Too_BigInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이 사진은 10MB보다 큽니다. 더 작은 파일을 선택해 주세요.`)
};

/**
* | output |
* | --- |
* | "This photo is larger than 10 MB. Please choose a smaller file." |
*
* @param {Pub_Photos_Err_Too_BigInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pub_photos_err_too_big = /** @type {((inputs?: Pub_Photos_Err_Too_BigInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pub_Photos_Err_Too_BigInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pub_photos_err_too_big(inputs)
	if (locale === "fr") return fr_pub_photos_err_too_big(inputs)
	if (locale === "es") return es_pub_photos_err_too_big(inputs)
	if (locale === "pt-BR") return pt_br2_pub_photos_err_too_big(inputs)
	if (locale === "ja") return ja_pub_photos_err_too_big(inputs)
	if (locale === "ko") return ko_pub_photos_err_too_big(inputs)
	return en_pub_photos_err_too_big(inputs)
});