/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Own_Contacts_Source_PageInputs */

const en_own_contacts_source_page = /** @type {(inputs: Own_Contacts_Source_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Source page`)
};

const de_own_contacts_source_page = /** @type {(inputs: Own_Contacts_Source_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Herkunftsseite`)
};

const fr_own_contacts_source_page = /** @type {(inputs: Own_Contacts_Source_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Page d'origine`)
};

const es_own_contacts_source_page = /** @type {(inputs: Own_Contacts_Source_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Página de origen`)
};

const pt_br2_own_contacts_source_page = /** @type {(inputs: Own_Contacts_Source_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Página de origem`)
};

const ja_own_contacts_source_page = /** @type {(inputs: Own_Contacts_Source_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`送信元ページ`)
};

const ko_own_contacts_source_page = /** @type {(inputs: Own_Contacts_Source_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`출처 페이지`)
};

/**
* | output |
* | --- |
* | "Source page" |
*
* @param {Own_Contacts_Source_PageInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_contacts_source_page = /** @type {((inputs?: Own_Contacts_Source_PageInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Contacts_Source_PageInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_contacts_source_page(inputs)
	if (locale === "fr") return fr_own_contacts_source_page(inputs)
	if (locale === "es") return es_own_contacts_source_page(inputs)
	if (locale === "pt-BR") return pt_br2_own_contacts_source_page(inputs)
	if (locale === "ja") return ja_own_contacts_source_page(inputs)
	if (locale === "ko") return ko_own_contacts_source_page(inputs)
	return en_own_contacts_source_page(inputs)
});