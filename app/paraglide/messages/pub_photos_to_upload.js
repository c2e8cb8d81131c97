/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pub_Photos_To_UploadInputs */

const en_pub_photos_to_upload = /** @type {(inputs: Pub_Photos_To_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photos to upload`)
};

const de_pub_photos_to_upload = /** @type {(inputs: Pub_Photos_To_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hochzuladende Fotos`)
};

const fr_pub_photos_to_upload = /** @type {(inputs: Pub_Photos_To_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photos à envoyer`)
};

const es_pub_photos_to_upload = /** @type {(inputs: Pub_Photos_To_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fotos para subir`)
};

const pt_br2_pub_photos_to_upload = /** @type {(inputs: Pub_Photos_To_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fotos para enviar`)
};

const ja_pub_photos_to_upload = /** @type {(inputs: Pub_Photos_To_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`アップロードする写真`)
};

const ko_pub_photos_to_upload = /** @type {(inputs: Pub_Photos_To_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`업로드할 사진`)
};

/**
* | output |
* | --- |
* | "Photos to upload" |
*
* @param {Pub_Photos_To_UploadInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pub_photos_to_upload = /** @type {((inputs?: Pub_Photos_To_UploadInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pub_Photos_To_UploadInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pub_photos_to_upload(inputs)
	if (locale === "fr") return fr_pub_photos_to_upload(inputs)
	if (locale === "es") return es_pub_photos_to_upload(inputs)
	if (locale === "pt-BR") return pt_br2_pub_photos_to_upload(inputs)
	if (locale === "ja") return ja_pub_photos_to_upload(inputs)
	if (locale === "ko") return ko_pub_photos_to_upload(inputs)
	return en_pub_photos_to_upload(inputs)
});