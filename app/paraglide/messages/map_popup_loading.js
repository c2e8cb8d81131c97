/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Map_Popup_LoadingInputs */

const en_map_popup_loading = /** @type {(inputs: Map_Popup_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading...`)
};

const de_map_popup_loading = /** @type {(inputs: Map_Popup_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird geladen …`)
};

const fr_map_popup_loading = /** @type {(inputs: Map_Popup_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement…`)
};

const es_map_popup_loading = /** @type {(inputs: Map_Popup_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando...`)
};

const pt_br2_map_popup_loading = /** @type {(inputs: Map_Popup_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carregando...`)
};

const ja_map_popup_loading = /** @type {(inputs: Map_Popup_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`読み込み中…`)
};

const ko_map_popup_loading = /** @type {(inputs: Map_Popup_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`불러오는 중...`)
};

/**
* | output |
* | --- |
* | "Loading..." |
*
* @param {Map_Popup_LoadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const map_popup_loading = /** @type {((inputs?: Map_Popup_LoadingInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Map_Popup_LoadingInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_map_popup_loading(inputs)
	if (locale === "fr") return fr_map_popup_loading(inputs)
	if (locale === "es") return es_map_popup_loading(inputs)
	if (locale === "pt-BR") return pt_br2_map_popup_loading(inputs)
	if (locale === "ja") return ja_map_popup_loading(inputs)
	if (locale === "ko") return ko_map_popup_loading(inputs)
	return en_map_popup_loading(inputs)
});