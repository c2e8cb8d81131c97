/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Own_New_TabInputs */

const en_own_new_tab = /** @type {(inputs: Own_New_TabInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(opens in a new tab)`)
};

const de_own_new_tab = /** @type {(inputs: Own_New_TabInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(öffnet in einem neuen Tab)`)
};

const fr_own_new_tab = /** @type {(inputs: Own_New_TabInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(s'ouvre dans un nouvel onglet)`)
};

const es_own_new_tab = /** @type {(inputs: Own_New_TabInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(se abre en una pestaña nueva)`)
};

const pt_br2_own_new_tab = /** @type {(inputs: Own_New_TabInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(abre em uma nova aba)`)
};

const ja_own_new_tab = /** @type {(inputs: Own_New_TabInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`（新しいタブで開きます）`)
};

const ko_own_new_tab = /** @type {(inputs: Own_New_TabInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(새 탭에서 열림)`)
};

/**
* | output |
* | --- |
* | "(opens in a new tab)" |
*
* @param {Own_New_TabInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_new_tab = /** @type {((inputs?: Own_New_TabInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_New_TabInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_new_tab(inputs)
	if (locale === "fr") return fr_own_new_tab(inputs)
	if (locale === "es") return es_own_new_tab(inputs)
	if (locale === "pt-BR") return pt_br2_own_new_tab(inputs)
	if (locale === "ja") return ja_own_new_tab(inputs)
	if (locale === "ko") return ko_own_new_tab(inputs)
	return en_own_new_tab(inputs)
});