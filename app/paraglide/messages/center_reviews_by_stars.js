/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Center_Reviews_By_StarsInputs */

const en_center_reviews_by_stars = /** @type {(inputs: Center_Reviews_By_StarsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reviews by stars`)
};

const de_center_reviews_by_stars = /** @type {(inputs: Center_Reviews_By_StarsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bewertungen nach Sternen`)
};

const fr_center_reviews_by_stars = /** @type {(inputs: Center_Reviews_By_StarsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avis par étoiles`)
};

const es_center_reviews_by_stars = /** @type {(inputs: Center_Reviews_By_StarsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reseñas por estrellas`)
};

const pt_br2_center_reviews_by_stars = /** @type {(inputs: Center_Reviews_By_StarsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avaliações por estrelas`)
};

const ja_center_reviews_by_stars = /** @type {(inputs: Center_Reviews_By_StarsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`星の数別レビュー`)
};

const ko_center_reviews_by_stars = /** @type {(inputs: Center_Reviews_By_StarsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`별점별 리뷰`)
};

/**
* | output |
* | --- |
* | "Reviews by stars" |
*
* @param {Center_Reviews_By_StarsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const center_reviews_by_stars = /** @type {((inputs?: Center_Reviews_By_StarsInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Center_Reviews_By_StarsInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_center_reviews_by_stars(inputs)
	if (locale === "fr") return fr_center_reviews_by_stars(inputs)
	if (locale === "es") return es_center_reviews_by_stars(inputs)
	if (locale === "pt-BR") return pt_br2_center_reviews_by_stars(inputs)
	if (locale === "ja") return ja_center_reviews_by_stars(inputs)
	if (locale === "ko") return ko_center_reviews_by_stars(inputs)
	return en_center_reviews_by_stars(inputs)
});