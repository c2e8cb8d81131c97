/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Monthly_SearchInputs */

const en_mail_monthly_search = /** @type {(inputs: Mail_Monthly_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shown in search results`)
};

const de_mail_monthly_search = /** @type {(inputs: Mail_Monthly_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In Suchergebnissen angezeigt`)
};

const fr_mail_monthly_search = /** @type {(inputs: Mail_Monthly_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Affichée dans les résultats de recherche`)
};

const es_mail_monthly_search = /** @type {(inputs: Mail_Monthly_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mostrado en resultados de búsqueda`)
};

const pt_br2_mail_monthly_search = /** @type {(inputs: Mail_Monthly_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exibido nos resultados de busca`)
};

const ja_mail_monthly_search = /** @type {(inputs: Mail_Monthly_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`検索結果での表示回数`)
};

const ko_mail_monthly_search = /** @type {(inputs: Mail_Monthly_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`검색 결과 노출 수`)
};

/**
* | output |
* | --- |
* | "Shown in search results" |
*
* @param {Mail_Monthly_SearchInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_monthly_search = /** @type {((inputs?: Mail_Monthly_SearchInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Monthly_SearchInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_monthly_search(inputs)
	if (locale === "fr") return fr_mail_monthly_search(inputs)
	if (locale === "es") return es_mail_monthly_search(inputs)
	if (locale === "pt-BR") return pt_br2_mail_monthly_search(inputs)
	if (locale === "ja") return ja_mail_monthly_search(inputs)
	if (locale === "ko") return ko_mail_monthly_search(inputs)
	return en_mail_monthly_search(inputs)
});