/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dir_Sort_DistanceInputs */

const en_dir_sort_distance = /** @type {(inputs: Dir_Sort_DistanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Distance`)
};

const de_dir_sort_distance = /** @type {(inputs: Dir_Sort_DistanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entfernung`)
};

const fr_dir_sort_distance = /** @type {(inputs: Dir_Sort_DistanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Distance`)
};

const es_dir_sort_distance = /** @type {(inputs: Dir_Sort_DistanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Distancia`)
};

const pt_br2_dir_sort_distance = /** @type {(inputs: Dir_Sort_DistanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Distância`)
};

const ja_dir_sort_distance = /** @type {(inputs: Dir_Sort_DistanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`距離`)
};

const ko_dir_sort_distance = /** @type {(inputs: Dir_Sort_DistanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`거리순`)
};

/**
* | output |
* | --- |
* | "Distance" |
*
* @param {Dir_Sort_DistanceInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dir_sort_distance = /** @type {((inputs?: Dir_Sort_DistanceInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dir_Sort_DistanceInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dir_sort_distance(inputs)
	if (locale === "fr") return fr_dir_sort_distance(inputs)
	if (locale === "es") return es_dir_sort_distance(inputs)
	if (locale === "pt-BR") return pt_br2_dir_sort_distance(inputs)
	if (locale === "ja") return ja_dir_sort_distance(inputs)
	if (locale === "ko") return ko_dir_sort_distance(inputs)
	return en_dir_sort_distance(inputs)
});