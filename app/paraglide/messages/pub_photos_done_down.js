/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pub_Photos_Done_DownInputs */

const en_pub_photos_done_down = /** @type {(inputs: Pub_Photos_Done_DownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photo moved down.`)
};

const de_pub_photos_done_down = /** @type {(inputs: Pub_Photos_Done_DownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Foto nach unten verschoben.`)
};

const fr_pub_photos_done_down = /** @type {(inputs: Pub_Photos_Done_DownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photo déplacée vers le bas.`)
};

const es_pub_photos_done_down = /** @type {(inputs: Pub_Photos_Done_DownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Foto movida hacia abajo.`)
};

const pt_br2_pub_photos_done_down = /** @type {(inputs: Pub_Photos_Done_DownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Foto movida para baixo.`)
};

const ja_pub_photos_done_down = /** @type {(inputs: Pub_Photos_Done_DownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`写真を下に移動しました。`)
};

const ko_pub_photos_done_down = /** @type {(inputs: Pub_Photos_Done_DownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`사진을 아래로 옮겼습니다.`)
};

/**
* | output |
* | --- |
* | "Photo moved down." |
*
* @param {Pub_Photos_Done_DownInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pub_photos_done_down = /** @type {((inputs?: Pub_Photos_Done_DownInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pub_Photos_Done_DownInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pub_photos_done_down(inputs)
	if (locale === "fr") return fr_pub_photos_done_down(inputs)
	if (locale === "es") return es_pub_photos_done_down(inputs)
	if (locale === "pt-BR") return pt_br2_pub_photos_done_down(inputs)
	if (locale === "ja") return ja_pub_photos_done_down(inputs)
	if (locale === "ko") return ko_pub_photos_done_down(inputs)
	return en_pub_photos_done_down(inputs)
});