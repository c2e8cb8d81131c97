/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Center_Sort_ByInputs */

const en_center_sort_by = /** @type {(inputs: Center_Sort_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sort by:`)
};

const de_center_sort_by = /** @type {(inputs: Center_Sort_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sortieren nach:`)
};

const fr_center_sort_by = /** @type {(inputs: Center_Sort_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trier par :`)
};

const es_center_sort_by = /** @type {(inputs: Center_Sort_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ordenar por:`)
};

const pt_br2_center_sort_by = /** @type {(inputs: Center_Sort_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ordenar por:`)
};

const ja_center_sort_by = /** @type {(inputs: Center_Sort_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`並べ替え：`)
};

const ko_center_sort_by = /** @type {(inputs: Center_Sort_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`정렬:`)
};

/**
* | output |
* | --- |
* | "Sort by:" |
*
* @param {Center_Sort_ByInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const center_sort_by = /** @type {((inputs?: Center_Sort_ByInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Center_Sort_ByInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_center_sort_by(inputs)
	if (locale === "fr") return fr_center_sort_by(inputs)
	if (locale === "es") return es_center_sort_by(inputs)
	if (locale === "pt-BR") return pt_br2_center_sort_by(inputs)
	if (locale === "ja") return ja_center_sort_by(inputs)
	if (locale === "ko") return ko_center_sort_by(inputs)
	return en_center_sort_by(inputs)
});