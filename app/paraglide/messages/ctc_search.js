/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ctc_SearchInputs */

const en_ctc_search = /** @type {(inputs: Ctc_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search`)
};

const de_ctc_search = /** @type {(inputs: Ctc_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suchen`)
};

const fr_ctc_search = /** @type {(inputs: Ctc_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechercher`)
};

const es_ctc_search = /** @type {(inputs: Ctc_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buscar`)
};

const pt_br2_ctc_search = /** @type {(inputs: Ctc_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buscar`)
};

const ja_ctc_search = /** @type {(inputs: Ctc_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`検索`)
};

const ko_ctc_search = /** @type {(inputs: Ctc_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`검색`)
};

/**
* | output |
* | --- |
* | "Search" |
*
* @param {Ctc_SearchInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const ctc_search = /** @type {((inputs?: Ctc_SearchInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ctc_SearchInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ctc_search(inputs)
	if (locale === "fr") return fr_ctc_search(inputs)
	if (locale === "es") return es_ctc_search(inputs)
	if (locale === "pt-BR") return pt_br2_ctc_search(inputs)
	if (locale === "ja") return ja_ctc_search(inputs)
	if (locale === "ko") return ko_ctc_search(inputs)
	return en_ctc_search(inputs)
});