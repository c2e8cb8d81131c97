/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pub_Photos_UploadingInputs */

const en_pub_photos_uploading = /** @type {(inputs: Pub_Photos_UploadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uploading...`)
};

const de_pub_photos_uploading = /** @type {(inputs: Pub_Photos_UploadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird hochgeladen...`)
};

const fr_pub_photos_uploading = /** @type {(inputs: Pub_Photos_UploadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoi en cours...`)
};

const es_pub_photos_uploading = /** @type {(inputs: Pub_Photos_UploadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subiendo...`)
};

const pt_br2_pub_photos_uploading = /** @type {(inputs: Pub_Photos_UploadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviando...`)
};

const ja_pub_photos_uploading = /** @type {(inputs: Pub_Photos_UploadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`アップロードしています...`)
};

const ko_pub_photos_uploading = /** @type {(inputs: Pub_Photos_UploadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`업로드 중...`)
};

/**
* | output |
* | --- |
* | "Uploading..." |
*
* @param {Pub_Photos_UploadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pub_photos_uploading = /** @type {((inputs?: Pub_Photos_UploadingInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pub_Photos_UploadingInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pub_photos_uploading(inputs)
	if (locale === "fr") return fr_pub_photos_uploading(inputs)
	if (locale === "es") return es_pub_photos_uploading(inputs)
	if (locale === "pt-BR") return pt_br2_pub_photos_uploading(inputs)
	if (locale === "ja") return ja_pub_photos_uploading(inputs)
	if (locale === "ko") return ko_pub_photos_uploading(inputs)
	return en_pub_photos_uploading(inputs)
});