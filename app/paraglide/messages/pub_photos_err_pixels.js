/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pub_Photos_Err_PixelsInputs */

const en_pub_photos_err_pixels = /** @type {(inputs: Pub_Photos_Err_PixelsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This image has too many pixels (more than 40 megapixels). Please upload a smaller image.`)
};

const de_pub_photos_err_pixels = /** @type {(inputs: Pub_Photos_Err_PixelsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses Bild hat zu viele Pixel (mehr als 40 Megapixel). Bitte lade ein kleineres Bild hoch.`)
};

const fr_pub_photos_err_pixels = /** @type {(inputs: Pub_Photos_Err_PixelsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette image a trop de pixels (plus de 40 mégapixels). Veuillez envoyer une image plus petite.`)
};

const es_pub_photos_err_pixels = /** @type {(inputs: Pub_Photos_Err_PixelsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta imagen tiene demasiados píxeles (más de 40 megapíxeles). Sube una imagen más pequeña.`)
};

const pt_br2_pub_photos_err_pixels = /** @type {(inputs: Pub_Photos_Err_PixelsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta imagem tem pixels demais (mais de 40 megapixels). Envie uma imagem menor.`)
};

const ja_pub_photos_err_pixels = /** @type {(inputs: Pub_Photos_Err_PixelsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`この画像は画素数が多すぎます（4,000 万画素超）。もっと小さい画像をアップロードしてください。`)
};

const ko_pub_photos_err_pixels = /** @type {(inputs: Pub_Photos_Err_PixelsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이 이미지는 픽셀 수가 너무 많습니다(4천만 화소 초과). 더 작은 이미지를 업로드해 주세요.`)
};

/**
* | output |
* | --- |
* | "This image has too many pixels (more than 40 megapixels). Please upload a smaller image." |
*
* @param {Pub_Photos_Err_PixelsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pub_photos_err_pixels = /** @type {((inputs?: Pub_Photos_Err_PixelsInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pub_Photos_Err_PixelsInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pub_photos_err_pixels(inputs)
	if (locale === "fr") return fr_pub_photos_err_pixels(inputs)
	if (locale === "es") return es_pub_photos_err_pixels(inputs)
	if (locale === "pt-BR") return pt_br2_pub_photos_err_pixels(inputs)
	if (locale === "ja") return ja_pub_photos_err_pixels(inputs)
	if (locale === "ko") return ko_pub_photos_err_pixels(inputs)
	return en_pub_photos_err_pixels(inputs)
});