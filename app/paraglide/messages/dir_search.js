/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dir_SearchInputs */

const en_dir_search = /** @type {(inputs: Dir_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search`)
};

const de_dir_search = /** @type {(inputs: Dir_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suchen`)
};

const fr_dir_search = /** @type {(inputs: Dir_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechercher`)
};

const es_dir_search = /** @type {(inputs: Dir_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buscar`)
};

const pt_br2_dir_search = /** @type {(inputs: Dir_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buscar`)
};

const ja_dir_search = /** @type {(inputs: Dir_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`検索`)
};

const ko_dir_search = /** @type {(inputs: Dir_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`검색`)
};

/**
* | output |
* | --- |
* | "Search" |
*
* @param {Dir_SearchInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dir_search = /** @type {((inputs?: Dir_SearchInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dir_SearchInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dir_search(inputs)
	if (locale === "fr") return fr_dir_search(inputs)
	if (locale === "es") return es_dir_search(inputs)
	if (locale === "pt-BR") return pt_br2_dir_search(inputs)
	if (locale === "ja") return ja_dir_search(inputs)
	if (locale === "ko") return ko_dir_search(inputs)
	return en_dir_search(inputs)
});