/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pub_Photos_Done_CoverInputs */

const en_pub_photos_done_cover = /** @type {(inputs: Pub_Photos_Done_CoverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cover photo chosen.`)
};

const de_pub_photos_done_cover = /** @type {(inputs: Pub_Photos_Done_CoverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Titelbild ausgewählt.`)
};

const fr_pub_photos_done_cover = /** @type {(inputs: Pub_Photos_Done_CoverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photo de couverture choisie.`)
};

const es_pub_photos_done_cover = /** @type {(inputs: Pub_Photos_Done_CoverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Foto de portada elegida.`)
};

const pt_br2_pub_photos_done_cover = /** @type {(inputs: Pub_Photos_Done_CoverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Foto de capa escolhida.`)
};

const ja_pub_photos_done_cover = /** @type {(inputs: Pub_Photos_Done_CoverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`カバー写真を設定しました。`)
};

const ko_pub_photos_done_cover = /** @type {(inputs: Pub_Photos_Done_CoverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`대표 사진을 선택했습니다.`)
};

/**
* | output |
* | --- |
* | "Cover photo chosen." |
*
* @param {Pub_Photos_Done_CoverInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pub_photos_done_cover = /** @type {((inputs?: Pub_Photos_Done_CoverInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pub_Photos_Done_CoverInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pub_photos_done_cover(inputs)
	if (locale === "fr") return fr_pub_photos_done_cover(inputs)
	if (locale === "es") return es_pub_photos_done_cover(inputs)
	if (locale === "pt-BR") return pt_br2_pub_photos_done_cover(inputs)
	if (locale === "ja") return ja_pub_photos_done_cover(inputs)
	if (locale === "ko") return ko_pub_photos_done_cover(inputs)
	return en_pub_photos_done_cover(inputs)
});