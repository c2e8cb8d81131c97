/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dir_Clear_SearchInputs */

const en_dir_clear_search = /** @type {(inputs: Dir_Clear_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clear search`)
};

const de_dir_clear_search = /** @type {(inputs: Dir_Clear_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suche zurücksetzen`)
};

const fr_dir_clear_search = /** @type {(inputs: Dir_Clear_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Effacer la recherche`)
};

const es_dir_clear_search = /** @type {(inputs: Dir_Clear_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Borrar búsqueda`)
};

const pt_br2_dir_clear_search = /** @type {(inputs: Dir_Clear_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Limpar busca`)
};

const ja_dir_clear_search = /** @type {(inputs: Dir_Clear_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`検索をクリア`)
};

const ko_dir_clear_search = /** @type {(inputs: Dir_Clear_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`검색 초기화`)
};

/**
* | output |
* | --- |
* | "Clear search" |
*
* @param {Dir_Clear_SearchInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dir_clear_search = /** @type {((inputs?: Dir_Clear_SearchInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dir_Clear_SearchInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dir_clear_search(inputs)
	if (locale === "fr") return fr_dir_clear_search(inputs)
	if (locale === "es") return es_dir_clear_search(inputs)
	if (locale === "pt-BR") return pt_br2_dir_clear_search(inputs)
	if (locale === "ja") return ja_dir_clear_search(inputs)
	if (locale === "ko") return ko_dir_clear_search(inputs)
	return en_dir_clear_search(inputs)
});