/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pub_Photos_NoneInputs */

const en_pub_photos_none = /** @type {(inputs: Pub_Photos_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No photos yet.`)
};

const de_pub_photos_none = /** @type {(inputs: Pub_Photos_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch keine Fotos.`)
};

const fr_pub_photos_none = /** @type {(inputs: Pub_Photos_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pas encore de photos.`)
};

const es_pub_photos_none = /** @type {(inputs: Pub_Photos_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no hay fotos.`)
};

const pt_br2_pub_photos_none = /** @type {(inputs: Pub_Photos_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ainda não há fotos.`)
};

const ja_pub_photos_none = /** @type {(inputs: Pub_Photos_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`まだ写真はありません。`)
};

const ko_pub_photos_none = /** @type {(inputs: Pub_Photos_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`아직 사진이 없습니다.`)
};

/**
* | output |
* | --- |
* | "No photos yet." |
*
* @param {Pub_Photos_NoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pub_photos_none = /** @type {((inputs?: Pub_Photos_NoneInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pub_Photos_NoneInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pub_photos_none(inputs)
	if (locale === "fr") return fr_pub_photos_none(inputs)
	if (locale === "es") return es_pub_photos_none(inputs)
	if (locale === "pt-BR") return pt_br2_pub_photos_none(inputs)
	if (locale === "ja") return ja_pub_photos_none(inputs)
	if (locale === "ko") return ko_pub_photos_none(inputs)
	return en_pub_photos_none(inputs)
});