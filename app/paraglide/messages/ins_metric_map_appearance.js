/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ins_Metric_Map_AppearanceInputs */

const en_ins_metric_map_appearance = /** @type {(inputs: Ins_Metric_Map_AppearanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shown on the map`)
};

const de_ins_metric_map_appearance = /** @type {(inputs: Ins_Metric_Map_AppearanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Auf der Karte gezeigt`)
};

const fr_ins_metric_map_appearance = /** @type {(inputs: Ins_Metric_Map_AppearanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Affichée sur la carte`)
};

const es_ins_metric_map_appearance = /** @type {(inputs: Ins_Metric_Map_AppearanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mostrado en el mapa`)
};

const pt_br2_ins_metric_map_appearance = /** @type {(inputs: Ins_Metric_Map_AppearanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exibido no mapa`)
};

const ja_ins_metric_map_appearance = /** @type {(inputs: Ins_Metric_Map_AppearanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`地図での表示回数`)
};

const ko_ins_metric_map_appearance = /** @type {(inputs: Ins_Metric_Map_AppearanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`지도 노출 수`)
};

/**
* | output |
* | --- |
* | "Shown on the map" |
*
* @param {Ins_Metric_Map_AppearanceInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const ins_metric_map_appearance = /** @type {((inputs?: Ins_Metric_Map_AppearanceInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ins_Metric_Map_AppearanceInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ins_metric_map_appearance(inputs)
	if (locale === "fr") return fr_ins_metric_map_appearance(inputs)
	if (locale === "es") return es_ins_metric_map_appearance(inputs)
	if (locale === "pt-BR") return pt_br2_ins_metric_map_appearance(inputs)
	if (locale === "ja") return ja_ins_metric_map_appearance(inputs)
	if (locale === "ko") return ko_ins_metric_map_appearance(inputs)
	return en_ins_metric_map_appearance(inputs)
});