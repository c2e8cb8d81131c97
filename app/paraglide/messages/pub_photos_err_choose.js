/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pub_Photos_Err_ChooseInputs */

const en_pub_photos_err_choose = /** @type {(inputs: Pub_Photos_Err_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please choose at least one photo to upload.`)
};

const de_pub_photos_err_choose = /** @type {(inputs: Pub_Photos_Err_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte wähle mindestens ein Foto zum Hochladen.`)
};

const fr_pub_photos_err_choose = /** @type {(inputs: Pub_Photos_Err_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez choisir au moins une photo à envoyer.`)
};

const es_pub_photos_err_choose = /** @type {(inputs: Pub_Photos_Err_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige al menos una foto para subir.`)
};

const pt_br2_pub_photos_err_choose = /** @type {(inputs: Pub_Photos_Err_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escolha pelo menos uma foto para enviar.`)
};

const ja_pub_photos_err_choose = /** @type {(inputs: Pub_Photos_Err_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`アップロードする写真を 1 枚以上選んでください。`)
};

const ko_pub_photos_err_choose = /** @type {(inputs: Pub_Photos_Err_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`업로드할 사진을 한 장 이상 선택해 주세요.`)
};

/**
* | output |
* | --- |
* | "Please choose at least one photo to upload." |
*
* @param {Pub_Photos_Err_ChooseInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pub_photos_err_choose = /** @type {((inputs?: Pub_Photos_Err_ChooseInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pub_Photos_Err_ChooseInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pub_photos_err_choose(inputs)
	if (locale === "fr") return fr_pub_photos_err_choose(inputs)
	if (locale === "es") return es_pub_photos_err_choose(inputs)
	if (locale === "pt-BR") return pt_br2_pub_photos_err_choose(inputs)
	if (locale === "ja") return ja_pub_photos_err_choose(inputs)
	if (locale === "ko") return ko_pub_photos_err_choose(inputs)
	return en_pub_photos_err_choose(inputs)
});