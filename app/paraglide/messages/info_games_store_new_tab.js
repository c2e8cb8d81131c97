/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Games_Store_New_TabInputs */

const en_info_games_store_new_tab = /** @type {(inputs: Info_Games_Store_New_TabInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(store page, opens in a new tab)`)
};

const de_info_games_store_new_tab = /** @type {(inputs: Info_Games_Store_New_TabInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(Shop-Seite, öffnet in einem neuen Tab)`)
};

const fr_info_games_store_new_tab = /** @type {(inputs: Info_Games_Store_New_TabInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(page de la boutique, s’ouvre dans un nouvel onglet)`)
};

const es_info_games_store_new_tab = /** @type {(inputs: Info_Games_Store_New_TabInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(página de la tienda, se abre en una pestaña nueva)`)
};

const pt_br2_info_games_store_new_tab = /** @type {(inputs: Info_Games_Store_New_TabInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(página da loja, abre em uma nova aba)`)
};

const ja_info_games_store_new_tab = /** @type {(inputs: Info_Games_Store_New_TabInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`（ストアページ、新しいタブで開きます）`)
};

const ko_info_games_store_new_tab = /** @type {(inputs: Info_Games_Store_New_TabInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(스토어 페이지, 새 탭에서 열림)`)
};

/**
* | output |
* | --- |
* | "(store page, opens in a new tab)" |
*
* @param {Info_Games_Store_New_TabInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const info_games_store_new_tab = /** @type {((inputs?: Info_Games_Store_New_TabInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Games_Store_New_TabInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_info_games_store_new_tab(inputs)
	if (locale === "fr") return fr_info_games_store_new_tab(inputs)
	if (locale === "es") return es_info_games_store_new_tab(inputs)
	if (locale === "pt-BR") return pt_br2_info_games_store_new_tab(inputs)
	if (locale === "ja") return ja_info_games_store_new_tab(inputs)
	if (locale === "ko") return ko_info_games_store_new_tab(inputs)
	return en_info_games_store_new_tab(inputs)
});