/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pub_Photos_UploadInputs */

const en_pub_photos_upload = /** @type {(inputs: Pub_Photos_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upload photos`)
};

const de_pub_photos_upload = /** @type {(inputs: Pub_Photos_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fotos hochladen`)
};

const fr_pub_photos_upload = /** @type {(inputs: Pub_Photos_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoyer les photos`)
};

const es_pub_photos_upload = /** @type {(inputs: Pub_Photos_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subir fotos`)
};

const pt_br2_pub_photos_upload = /** @type {(inputs: Pub_Photos_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviar fotos`)
};

const ja_pub_photos_upload = /** @type {(inputs: Pub_Photos_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`写真をアップロード`)
};

const ko_pub_photos_upload = /** @type {(inputs: Pub_Photos_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`사진 업로드`)
};

/**
* | output |
* | --- |
* | "Upload photos" |
*
* @param {Pub_Photos_UploadInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pub_photos_upload = /** @type {((inputs?: Pub_Photos_UploadInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pub_Photos_UploadInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pub_photos_upload(inputs)
	if (locale === "fr") return fr_pub_photos_upload(inputs)
	if (locale === "es") return es_pub_photos_upload(inputs)
	if (locale === "pt-BR") return pt_br2_pub_photos_upload(inputs)
	if (locale === "ja") return ja_pub_photos_upload(inputs)
	if (locale === "ko") return ko_pub_photos_upload(inputs)
	return en_pub_photos_upload(inputs)
});