/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pub_Photos_Err_HeicInputs */

const en_pub_photos_err_heic = /** @type {(inputs: Pub_Photos_Err_HeicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`HEIC photos cannot be read here yet. Please save the photo as JPEG and upload it again.`)
};

const de_pub_photos_err_heic = /** @type {(inputs: Pub_Photos_Err_HeicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`HEIC-Fotos können hier noch nicht gelesen werden. Bitte speichere das Foto als JPEG und lade es erneut hoch.`)
};

const fr_pub_photos_err_heic = /** @type {(inputs: Pub_Photos_Err_HeicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les photos HEIC ne sont pas encore lisibles ici. Veuillez enregistrer la photo en JPEG et l'envoyer à nouveau.`)
};

const es_pub_photos_err_heic = /** @type {(inputs: Pub_Photos_Err_HeicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aquí todavía no se pueden leer fotos HEIC. Guarda la foto como JPEG y súbela de nuevo.`)
};

const pt_br2_pub_photos_err_heic = /** @type {(inputs: Pub_Photos_Err_HeicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fotos HEIC ainda não podem ser lidas aqui. Salve a foto como JPEG e envie novamente.`)
};

const ja_pub_photos_err_heic = /** @type {(inputs: Pub_Photos_Err_HeicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`HEIC 形式の写真はまだ読み取れません。JPEG で保存してからもう一度アップロードしてください。`)
};

const ko_pub_photos_err_heic = /** @type {(inputs: Pub_Photos_Err_HeicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`HEIC 사진은 아직 읽을 수 없습니다. 사진을 JPEG로 저장한 후 다시 업로드해 주세요.`)
};

/**
* | output |
* | --- |
* | "HEIC photos cannot be read here yet. Please save the photo as JPEG and upload it again." |
*
* @param {Pub_Photos_Err_HeicInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pub_photos_err_heic = /** @type {((inputs?: Pub_Photos_Err_HeicInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pub_Photos_Err_HeicInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pub_photos_err_heic(inputs)
	if (locale === "fr") return fr_pub_photos_err_heic(inputs)
	if (locale === "es") return es_pub_photos_err_heic(inputs)
	if (locale === "pt-BR") return pt_br2_pub_photos_err_heic(inputs)
	if (locale === "ja") return ja_pub_photos_err_heic(inputs)
	if (locale === "ko") return ko_pub_photos_err_heic(inputs)
	return en_pub_photos_err_heic(inputs)
});