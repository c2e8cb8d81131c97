/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pub_Photos_Done_DeleteInputs */

const en_pub_photos_done_delete = /** @type {(inputs: Pub_Photos_Done_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photo deleted.`)
};

const de_pub_photos_done_delete = /** @type {(inputs: Pub_Photos_Done_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Foto gelöscht.`)
};

const fr_pub_photos_done_delete = /** @type {(inputs: Pub_Photos_Done_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photo supprimée.`)
};

const es_pub_photos_done_delete = /** @type {(inputs: Pub_Photos_Done_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Foto eliminada.`)
};

const pt_br2_pub_photos_done_delete = /** @type {(inputs: Pub_Photos_Done_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Foto excluída.`)
};

const ja_pub_photos_done_delete = /** @type {(inputs: Pub_Photos_Done_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`写真を削除しました。`)
};

const ko_pub_photos_done_delete = /** @type {(inputs: Pub_Photos_Done_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`사진을 삭제했습니다.`)
};

/**
* | output |
* | --- |
* | "Photo deleted." |
*
* @param {Pub_Photos_Done_DeleteInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pub_photos_done_delete = /** @type {((inputs?: Pub_Photos_Done_DeleteInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pub_Photos_Done_DeleteInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pub_photos_done_delete(inputs)
	if (locale === "fr") return fr_pub_photos_done_delete(inputs)
	if (locale === "es") return es_pub_photos_done_delete(inputs)
	if (locale === "pt-BR") return pt_br2_pub_photos_done_delete(inputs)
	if (locale === "ja") return ja_pub_photos_done_delete(inputs)
	if (locale === "ko") return ko_pub_photos_done_delete(inputs)
	return en_pub_photos_done_delete(inputs)
});