/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pub_Photos_Done_UpInputs */

const en_pub_photos_done_up = /** @type {(inputs: Pub_Photos_Done_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photo moved up.`)
};

const de_pub_photos_done_up = /** @type {(inputs: Pub_Photos_Done_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Foto nach oben verschoben.`)
};

const fr_pub_photos_done_up = /** @type {(inputs: Pub_Photos_Done_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photo déplacée vers le haut.`)
};

const es_pub_photos_done_up = /** @type {(inputs: Pub_Photos_Done_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Foto movida hacia arriba.`)
};

const pt_br2_pub_photos_done_up = /** @type {(inputs: Pub_Photos_Done_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Foto movida para cima.`)
};

const ja_pub_photos_done_up = /** @type {(inputs: Pub_Photos_Done_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`写真を上に移動しました。`)
};

const ko_pub_photos_done_up = /** @type {(inputs: Pub_Photos_Done_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`사진을 위로 옮겼습니다.`)
};

/**
* | output |
* | --- |
* | "Photo moved up." |
*
* @param {Pub_Photos_Done_UpInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pub_photos_done_up = /** @type {((inputs?: Pub_Photos_Done_UpInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pub_Photos_Done_UpInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pub_photos_done_up(inputs)
	if (locale === "fr") return fr_pub_photos_done_up(inputs)
	if (locale === "es") return es_pub_photos_done_up(inputs)
	if (locale === "pt-BR") return pt_br2_pub_photos_done_up(inputs)
	if (locale === "ja") return ja_pub_photos_done_up(inputs)
	if (locale === "ko") return ko_pub_photos_done_up(inputs)
	return en_pub_photos_done_up(inputs)
});