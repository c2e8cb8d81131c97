/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ins_Terms_TitleInputs */

const en_ins_terms_title = /** @type {(inputs: Ins_Terms_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Top search terms`)
};

const de_ins_terms_title = /** @type {(inputs: Ins_Terms_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Häufigste Suchbegriffe`)
};

const fr_ins_terms_title = /** @type {(inputs: Ins_Terms_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Principaux termes de recherche`)
};

const es_ins_terms_title = /** @type {(inputs: Ins_Terms_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Términos de búsqueda principales`)
};

const pt_br2_ins_terms_title = /** @type {(inputs: Ins_Terms_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Principais termos de busca`)
};

const ja_ins_terms_title = /** @type {(inputs: Ins_Terms_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`上位の検索語句`)
};

const ko_ins_terms_title = /** @type {(inputs: Ins_Terms_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`상위 검색어`)
};

/**
* | output |
* | --- |
* | "Top search terms" |
*
* @param {Ins_Terms_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const ins_terms_title = /** @type {((inputs?: Ins_Terms_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ins_Terms_TitleInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ins_terms_title(inputs)
	if (locale === "fr") return fr_ins_terms_title(inputs)
	if (locale === "es") return es_ins_terms_title(inputs)
	if (locale === "pt-BR") return pt_br2_ins_terms_title(inputs)
	if (locale === "ja") return ja_ins_terms_title(inputs)
	if (locale === "ko") return ko_ins_terms_title(inputs)
	return en_ins_terms_title(inputs)
});