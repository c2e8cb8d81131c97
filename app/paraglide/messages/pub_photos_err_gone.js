/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pub_Photos_Err_GoneInputs */

const en_pub_photos_err_gone = /** @type {(inputs: Pub_Photos_Err_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This photo no longer exists.`)
};

const de_pub_photos_err_gone = /** @type {(inputs: Pub_Photos_Err_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses Foto existiert nicht mehr.`)
};

const fr_pub_photos_err_gone = /** @type {(inputs: Pub_Photos_Err_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette photo n'existe plus.`)
};

const es_pub_photos_err_gone = /** @type {(inputs: Pub_Photos_Err_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta foto ya no existe.`)
};

const pt_br2_pub_photos_err_gone = /** @type {(inputs: Pub_Photos_Err_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta foto não existe mais.`)
};

const ja_pub_photos_err_gone = /** @type {(inputs: Pub_Photos_Err_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`この写真はもう存在しません。`)
};

const ko_pub_photos_err_gone = /** @type {(inputs: Pub_Photos_Err_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이 사진은 더 이상 존재하지 않습니다.`)
};

/**
* | output |
* | --- |
* | "This photo no longer exists." |
*
* @param {Pub_Photos_Err_GoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pub_photos_err_gone = /** @type {((inputs?: Pub_Photos_Err_GoneInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pub_Photos_Err_GoneInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pub_photos_err_gone(inputs)
	if (locale === "fr") return fr_pub_photos_err_gone(inputs)
	if (locale === "es") return es_pub_photos_err_gone(inputs)
	if (locale === "pt-BR") return pt_br2_pub_photos_err_gone(inputs)
	if (locale === "ja") return ja_pub_photos_err_gone(inputs)
	if (locale === "ko") return ko_pub_photos_err_gone(inputs)
	return en_pub_photos_err_gone(inputs)
});