/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Games_View_StoreInputs */

const en_info_games_view_store = /** @type {(inputs: Info_Games_View_StoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`View store page`)
};

const de_info_games_view_store = /** @type {(inputs: Info_Games_View_StoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zur Shop-Seite`)
};

const fr_info_games_view_store = /** @type {(inputs: Info_Games_View_StoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir la page de la boutique`)
};

const es_info_games_view_store = /** @type {(inputs: Info_Games_View_StoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver la página de la tienda`)
};

const pt_br2_info_games_view_store = /** @type {(inputs: Info_Games_View_StoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver página da loja`)
};

const ja_info_games_view_store = /** @type {(inputs: Info_Games_View_StoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ストアページを見る`)
};

const ko_info_games_view_store = /** @type {(inputs: Info_Games_View_StoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`스토어 페이지 보기`)
};

/**
* | output |
* | --- |
* | "View store page" |
*
* @param {Info_Games_View_StoreInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const info_games_view_store = /** @type {((inputs?: Info_Games_View_StoreInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Games_View_StoreInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_info_games_view_store(inputs)
	if (locale === "fr") return fr_info_games_view_store(inputs)
	if (locale === "es") return es_info_games_view_store(inputs)
	if (locale === "pt-BR") return pt_br2_info_games_view_store(inputs)
	if (locale === "ja") return ja_info_games_view_store(inputs)
	if (locale === "ko") return ko_info_games_view_store(inputs)
	return en_info_games_view_store(inputs)
});