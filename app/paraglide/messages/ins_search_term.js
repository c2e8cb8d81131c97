/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ins_Search_TermInputs */

const en_ins_search_term = /** @type {(inputs: Ins_Search_TermInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search term`)
};

const de_ins_search_term = /** @type {(inputs: Ins_Search_TermInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suchbegriff`)
};

const fr_ins_search_term = /** @type {(inputs: Ins_Search_TermInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terme de recherche`)
};

const es_ins_search_term = /** @type {(inputs: Ins_Search_TermInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Término de búsqueda`)
};

const pt_br2_ins_search_term = /** @type {(inputs: Ins_Search_TermInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Termo de busca`)
};

const ja_ins_search_term = /** @type {(inputs: Ins_Search_TermInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`検索語句`)
};

const ko_ins_search_term = /** @type {(inputs: Ins_Search_TermInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`검색어`)
};

/**
* | output |
* | --- |
* | "Search term" |
*
* @param {Ins_Search_TermInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const ins_search_term = /** @type {((inputs?: Ins_Search_TermInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ins_Search_TermInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ins_search_term(inputs)
	if (locale === "fr") return fr_ins_search_term(inputs)
	if (locale === "es") return es_ins_search_term(inputs)
	if (locale === "pt-BR") return pt_br2_ins_search_term(inputs)
	if (locale === "ja") return ja_ins_search_term(inputs)
	if (locale === "ko") return ko_ins_search_term(inputs)
	return en_ins_search_term(inputs)
});