/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pub_Photos_Done_UploadInputs */

const en_pub_photos_done_upload = /** @type {(inputs: Pub_Photos_Done_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photos uploaded.`)
};

const de_pub_photos_done_upload = /** @type {(inputs: Pub_Photos_Done_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fotos hochgeladen.`)
};

const fr_pub_photos_done_upload = /** @type {(inputs: Pub_Photos_Done_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photos envoyées.`)
};

const es_pub_photos_done_upload = /** @type {(inputs: Pub_Photos_Done_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fotos subidas.`)
};

const pt_br2_pub_photos_done_upload = /** @type {(inputs: Pub_Photos_Done_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fotos enviadas.`)
};

const ja_pub_photos_done_upload = /** @type {(inputs: Pub_Photos_Done_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`写真をアップロードしました。`)
};

const ko_pub_photos_done_upload = /** @type {(inputs: Pub_Photos_Done_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`사진을 업로드했습니다.`)
};

/**
* | output |
* | --- |
* | "Photos uploaded." |
*
* @param {Pub_Photos_Done_UploadInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pub_photos_done_upload = /** @type {((inputs?: Pub_Photos_Done_UploadInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pub_Photos_Done_UploadInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pub_photos_done_upload(inputs)
	if (locale === "fr") return fr_pub_photos_done_upload(inputs)
	if (locale === "es") return es_pub_photos_done_upload(inputs)
	if (locale === "pt-BR") return pt_br2_pub_photos_done_upload(inputs)
	if (locale === "ja") return ja_pub_photos_done_upload(inputs)
	if (locale === "ko") return ko_pub_photos_done_upload(inputs)
	return en_pub_photos_done_upload(inputs)
});