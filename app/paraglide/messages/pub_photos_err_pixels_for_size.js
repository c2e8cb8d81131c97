/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pub_Photos_Err_Pixels_For_SizeInputs */

const en_pub_photos_err_pixels_for_size = /** @type {(inputs: Pub_Photos_Err_Pixels_For_SizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This image has too many pixels for the size of its file. Please upload the photo as your camera or phone saved it, or an image of at most 16 megapixels.`)
};

const de_pub_photos_err_pixels_for_size = /** @type {(inputs: Pub_Photos_Err_Pixels_For_SizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses Bild hat für seine Dateigröße zu viele Pixel. Bitte lade das Foto so hoch, wie deine Kamera oder dein Handy es gespeichert hat, oder ein Bild mit höchstens 16 Megapixeln.`)
};

const fr_pub_photos_err_pixels_for_size = /** @type {(inputs: Pub_Photos_Err_Pixels_For_SizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette image a trop de pixels pour la taille de son fichier. Veuillez envoyer la photo telle que votre appareil ou votre téléphone l'a enregistrée, ou une image de 16 mégapixels au plus.`)
};

const es_pub_photos_err_pixels_for_size = /** @type {(inputs: Pub_Photos_Err_Pixels_For_SizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta imagen tiene demasiados píxeles para el tamaño de su archivo. Sube la foto tal como la guardó tu cámara o tu teléfono, o una imagen de 16 megapíxeles como máximo.`)
};

const pt_br2_pub_photos_err_pixels_for_size = /** @type {(inputs: Pub_Photos_Err_Pixels_For_SizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta imagem tem pixels demais para o tamanho do arquivo. Envie a foto como sua câmera ou celular a salvou, ou uma imagem de no máximo 16 megapixels.`)
};

const ja_pub_photos_err_pixels_for_size = /** @type {(inputs: Pub_Photos_Err_Pixels_For_SizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`この画像はファイルサイズに対して画素数が多すぎます。カメラやスマートフォンで保存したままの写真か、1,600 万画素以内の画像をアップロードしてください。`)
};

const ko_pub_photos_err_pixels_for_size = /** @type {(inputs: Pub_Photos_Err_Pixels_For_SizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이 이미지는 파일 크기에 비해 픽셀 수가 너무 많습니다. 카메라나 휴대폰에 저장된 그대로의 사진이나 1,600만 화소 이하의 이미지를 업로드해 주세요.`)
};

/**
* | output |
* | --- |
* | "This image has too many pixels for the size of its file. Please upload the photo as your camera or phone saved it, or an image of at most 16 megapixels." |
*
* @param {Pub_Photos_Err_Pixels_For_SizeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pub_photos_err_pixels_for_size = /** @type {((inputs?: Pub_Photos_Err_Pixels_For_SizeInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pub_Photos_Err_Pixels_For_SizeInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pub_photos_err_pixels_for_size(inputs)
	if (locale === "fr") return fr_pub_photos_err_pixels_for_size(inputs)
	if (locale === "es") return es_pub_photos_err_pixels_for_size(inputs)
	if (locale === "pt-BR") return pt_br2_pub_photos_err_pixels_for_size(inputs)
	if (locale === "ja") return ja_pub_photos_err_pixels_for_size(inputs)
	if (locale === "ko") return ko_pub_photos_err_pixels_for_size(inputs)
	return en_pub_photos_err_pixels_for_size(inputs)
});