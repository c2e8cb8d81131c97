/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pub_Photos_Err_Not_ImageInputs */

const en_pub_photos_err_not_image = /** @type {(inputs: Pub_Photos_Err_Not_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This file is not a photo we can read. Please upload a JPEG, PNG or WebP image.`)
};

const de_pub_photos_err_not_image = /** @type {(inputs: Pub_Photos_Err_Not_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Datei ist kein Foto, das wir lesen können. Bitte lade ein JPEG-, PNG- oder WebP-Bild hoch.`)
};

const fr_pub_photos_err_not_image = /** @type {(inputs: Pub_Photos_Err_Not_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce fichier n'est pas une photo lisible. Veuillez envoyer une image JPEG, PNG ou WebP.`)
};

const es_pub_photos_err_not_image = /** @type {(inputs: Pub_Photos_Err_Not_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este archivo no es una foto que podamos leer. Sube una imagen JPEG, PNG o WebP.`)
};

const pt_br2_pub_photos_err_not_image = /** @type {(inputs: Pub_Photos_Err_Not_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este arquivo não é uma foto que conseguimos ler. Envie uma imagem JPEG, PNG ou WebP.`)
};

const ja_pub_photos_err_not_image = /** @type {(inputs: Pub_Photos_Err_Not_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`このファイルは読み取れる写真ではありません。JPEG・PNG・WebP 画像をアップロードしてください。`)
};

const ko_pub_photos_err_not_image = /** @type {(inputs: Pub_Photos_Err_Not_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`읽을 수 있는 사진 파일이 아닙니다. JPEG, PNG 또는 WebP 이미지를 업로드해 주세요.`)
};

/**
* | output |
* | --- |
* | "This file is not a photo we can read. Please upload a JPEG, PNG or WebP image." |
*
* @param {Pub_Photos_Err_Not_ImageInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pub_photos_err_not_image = /** @type {((inputs?: Pub_Photos_Err_Not_ImageInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pub_Photos_Err_Not_ImageInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pub_photos_err_not_image(inputs)
	if (locale === "fr") return fr_pub_photos_err_not_image(inputs)
	if (locale === "es") return es_pub_photos_err_not_image(inputs)
	if (locale === "pt-BR") return pt_br2_pub_photos_err_not_image(inputs)
	if (locale === "ja") return ja_pub_photos_err_not_image(inputs)
	if (locale === "ko") return ko_pub_photos_err_not_image(inputs)
	return en_pub_photos_err_not_image(inputs)
});