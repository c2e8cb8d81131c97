/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ctc_Search_FormInputs */

const en_ctc_search_form = /** @type {(inputs: Ctc_Search_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search contacts`)
};

const de_ctc_search_form = /** @type {(inputs: Ctc_Search_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kontakte durchsuchen`)
};

const fr_ctc_search_form = /** @type {(inputs: Ctc_Search_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechercher des contacts`)
};

const es_ctc_search_form = /** @type {(inputs: Ctc_Search_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buscar contactos`)
};

const pt_br2_ctc_search_form = /** @type {(inputs: Ctc_Search_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buscar contatos`)
};

const ja_ctc_search_form = /** @type {(inputs: Ctc_Search_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`連絡先を検索`)
};

const ko_ctc_search_form = /** @type {(inputs: Ctc_Search_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`연락처 검색`)
};

/**
* | output |
* | --- |
* | "Search contacts" |
*
* @param {Ctc_Search_FormInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const ctc_search_form = /** @type {((inputs?: Ctc_Search_FormInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ctc_Search_FormInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ctc_search_form(inputs)
	if (locale === "fr") return fr_ctc_search_form(inputs)
	if (locale === "es") return es_ctc_search_form(inputs)
	if (locale === "pt-BR") return pt_br2_ctc_search_form(inputs)
	if (locale === "ja") return ja_ctc_search_form(inputs)
	if (locale === "ko") return ko_ctc_search_form(inputs)
	return en_ctc_search_form(inputs)
});