/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_My_PageInputs */

const en_nav_my_page = /** @type {(inputs: Nav_My_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My page`)
};

const de_nav_my_page = /** @type {(inputs: Nav_My_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meine Seite`)
};

const fr_nav_my_page = /** @type {(inputs: Nav_My_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ma page`)
};

const es_nav_my_page = /** @type {(inputs: Nav_My_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mi página`)
};

const pt_br2_nav_my_page = /** @type {(inputs: Nav_My_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Minha página`)
};

const ja_nav_my_page = /** @type {(inputs: Nav_My_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`マイページ`)
};

const ko_nav_my_page = /** @type {(inputs: Nav_My_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`내 페이지`)
};

/**
* | output |
* | --- |
* | "My page" |
*
* @param {Nav_My_PageInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const nav_my_page = /** @type {((inputs?: Nav_My_PageInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_My_PageInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_nav_my_page(inputs)
	if (locale === "fr") return fr_nav_my_page(inputs)
	if (locale === "es") return es_nav_my_page(inputs)
	if (locale === "pt-BR") return pt_br2_nav_my_page(inputs)
	if (locale === "ja") return ja_nav_my_page(inputs)
	if (locale === "ko") return ko_nav_my_page(inputs)
	return en_nav_my_page(inputs)
});