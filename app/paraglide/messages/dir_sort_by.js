/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dir_Sort_ByInputs */

const en_dir_sort_by = /** @type {(inputs: Dir_Sort_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sort by`)
};

const de_dir_sort_by = /** @type {(inputs: Dir_Sort_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sortieren nach`)
};

const fr_dir_sort_by = /** @type {(inputs: Dir_Sort_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trier par`)
};

const es_dir_sort_by = /** @type {(inputs: Dir_Sort_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ordenar por`)
};

const pt_br2_dir_sort_by = /** @type {(inputs: Dir_Sort_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ordenar por`)
};

const ja_dir_sort_by = /** @type {(inputs: Dir_Sort_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`並べ替え`)
};

const ko_dir_sort_by = /** @type {(inputs: Dir_Sort_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`정렬`)
};

/**
* | output |
* | --- |
* | "Sort by" |
*
* @param {Dir_Sort_ByInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dir_sort_by = /** @type {((inputs?: Dir_Sort_ByInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dir_Sort_ByInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dir_sort_by(inputs)
	if (locale === "fr") return fr_dir_sort_by(inputs)
	if (locale === "es") return es_dir_sort_by(inputs)
	if (locale === "pt-BR") return pt_br2_dir_sort_by(inputs)
	if (locale === "ja") return ja_dir_sort_by(inputs)
	if (locale === "ko") return ko_dir_sort_by(inputs)
	return en_dir_sort_by(inputs)
});