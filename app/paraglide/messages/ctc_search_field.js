/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ctc_Search_FieldInputs */

const en_ctc_search_field = /** @type {(inputs: Ctc_Search_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search by name, e-mail or organization`)
};

const de_ctc_search_field = /** @type {(inputs: Ctc_Search_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nach Name, E-Mail oder Organisation suchen`)
};

const fr_ctc_search_field = /** @type {(inputs: Ctc_Search_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechercher par nom, e-mail ou organisation`)
};

const es_ctc_search_field = /** @type {(inputs: Ctc_Search_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buscar por nombre, correo electrónico u organización`)
};

const pt_br2_ctc_search_field = /** @type {(inputs: Ctc_Search_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buscar por nome, e-mail ou organização`)
};

const ja_ctc_search_field = /** @type {(inputs: Ctc_Search_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`名前、メールアドレス、組織名で検索`)
};

const ko_ctc_search_field = /** @type {(inputs: Ctc_Search_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이름, 이메일 또는 조직으로 검색`)
};

/**
* | output |
* | --- |
* | "Search by name, e-mail or organization" |
*
* @param {Ctc_Search_FieldInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const ctc_search_field = /** @type {((inputs?: Ctc_Search_FieldInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ctc_Search_FieldInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ctc_search_field(inputs)
	if (locale === "fr") return fr_ctc_search_field(inputs)
	if (locale === "es") return es_ctc_search_field(inputs)
	if (locale === "pt-BR") return pt_br2_ctc_search_field(inputs)
	if (locale === "ja") return ja_ctc_search_field(inputs)
	if (locale === "ko") return ko_ctc_search_field(inputs)
	return en_ctc_search_field(inputs)
});