/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dir_Sort_RatingInputs */

const en_dir_sort_rating = /** @type {(inputs: Dir_Sort_RatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rating`)
};

const de_dir_sort_rating = /** @type {(inputs: Dir_Sort_RatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bewertung`)
};

const fr_dir_sort_rating = /** @type {(inputs: Dir_Sort_RatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Note`)
};

const es_dir_sort_rating = /** @type {(inputs: Dir_Sort_RatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Valoración`)
};

const pt_br2_dir_sort_rating = /** @type {(inputs: Dir_Sort_RatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avaliação`)
};

const ja_dir_sort_rating = /** @type {(inputs: Dir_Sort_RatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`評価`)
};

const ko_dir_sort_rating = /** @type {(inputs: Dir_Sort_RatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`평점순`)
};

/**
* | output |
* | --- |
* | "Rating" |
*
* @param {Dir_Sort_RatingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dir_sort_rating = /** @type {((inputs?: Dir_Sort_RatingInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dir_Sort_RatingInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dir_sort_rating(inputs)
	if (locale === "fr") return fr_dir_sort_rating(inputs)
	if (locale === "es") return es_dir_sort_rating(inputs)
	if (locale === "pt-BR") return pt_br2_dir_sort_rating(inputs)
	if (locale === "ja") return ja_dir_sort_rating(inputs)
	if (locale === "ko") return ko_dir_sort_rating(inputs)
	return en_dir_sort_rating(inputs)
});