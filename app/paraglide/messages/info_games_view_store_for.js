/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Info_Games_View_Store_ForInputs */

const en_info_games_view_store_for = /** @type {(inputs: Info_Games_View_Store_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`for ${i?.name} (opens in a new tab)`)
};

const de_info_games_view_store_for = /** @type {(inputs: Info_Games_View_Store_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`für ${i?.name} (öffnet in einem neuen Tab)`)
};

const fr_info_games_view_store_for = /** @type {(inputs: Info_Games_View_Store_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`de ${i?.name} (s’ouvre dans un nouvel onglet)`)
};

const es_info_games_view_store_for = /** @type {(inputs: Info_Games_View_Store_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`de ${i?.name} (se abre en una pestaña nueva)`)
};

const pt_br2_info_games_view_store_for = /** @type {(inputs: Info_Games_View_Store_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`de ${i?.name} (abre em uma nova aba)`)
};

const ja_info_games_view_store_for = /** @type {(inputs: Info_Games_View_Store_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`：${i?.name}（新しいタブで開きます）`)
};

const ko_info_games_view_store_for = /** @type {(inputs: Info_Games_View_Store_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`: ${i?.name} (새 탭에서 열림)`)
};

/**
* | output |
* | --- |
* | "for {name} (opens in a new tab)" |
*
* @param {Info_Games_View_Store_ForInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const info_games_view_store_for = /** @type {((inputs: Info_Games_View_Store_ForInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Games_View_Store_ForInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_info_games_view_store_for(inputs)
	if (locale === "fr") return fr_info_games_view_store_for(inputs)
	if (locale === "es") return es_info_games_view_store_for(inputs)
	if (locale === "pt-BR") return pt_br2_info_games_view_store_for(inputs)
	if (locale === "ja") return ja_info_games_view_store_for(inputs)
	if (locale === "ko") return ko_info_games_view_store_for(inputs)
	return en_info_games_view_store_for(inputs)
});