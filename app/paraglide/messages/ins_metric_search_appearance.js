/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ins_Metric_Search_AppearanceInputs */

const en_ins_metric_search_appearance = /** @type {(inputs: Ins_Metric_Search_AppearanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shown in search results`)
};

const de_ins_metric_search_appearance = /** @type {(inputs: Ins_Metric_Search_AppearanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In Suchergebnissen gezeigt`)
};

const fr_ins_metric_search_appearance = /** @type {(inputs: Ins_Metric_Search_AppearanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Affichée dans les résultats de recherche`)
};

const es_ins_metric_search_appearance = /** @type {(inputs: Ins_Metric_Search_AppearanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mostrado en los resultados de búsqueda`)
};

const pt_br2_ins_metric_search_appearance = /** @type {(inputs: Ins_Metric_Search_AppearanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exibido nos resultados de busca`)
};

const ja_ins_metric_search_appearance = /** @type {(inputs: Ins_Metric_Search_AppearanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`検索結果での表示回数`)
};

const ko_ins_metric_search_appearance = /** @type {(inputs: Ins_Metric_Search_AppearanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`검색 결과 노출 수`)
};

/**
* | output |
* | --- |
* | "Shown in search results" |
*
* @param {Ins_Metric_Search_AppearanceInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const ins_metric_search_appearance = /** @type {((inputs?: Ins_Metric_Search_AppearanceInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ins_Metric_Search_AppearanceInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ins_metric_search_appearance(inputs)
	if (locale === "fr") return fr_ins_metric_search_appearance(inputs)
	if (locale === "es") return es_ins_metric_search_appearance(inputs)
	if (locale === "pt-BR") return pt_br2_ins_metric_search_appearance(inputs)
	if (locale === "ja") return ja_ins_metric_search_appearance(inputs)
	if (locale === "ko") return ko_ins_metric_search_appearance(inputs)
	return en_ins_metric_search_appearance(inputs)
});