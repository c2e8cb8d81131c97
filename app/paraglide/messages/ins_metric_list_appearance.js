/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ins_Metric_List_AppearanceInputs */

const en_ins_metric_list_appearance = /** @type {(inputs: Ins_Metric_List_AppearanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shown in the list`)
};

const de_ins_metric_list_appearance = /** @type {(inputs: Ins_Metric_List_AppearanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In der Liste gezeigt`)
};

const fr_ins_metric_list_appearance = /** @type {(inputs: Ins_Metric_List_AppearanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Affichée dans la liste`)
};

const es_ins_metric_list_appearance = /** @type {(inputs: Ins_Metric_List_AppearanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mostrado en la lista`)
};

const pt_br2_ins_metric_list_appearance = /** @type {(inputs: Ins_Metric_List_AppearanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exibido na lista`)
};

const ja_ins_metric_list_appearance = /** @type {(inputs: Ins_Metric_List_AppearanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`一覧での表示回数`)
};

const ko_ins_metric_list_appearance = /** @type {(inputs: Ins_Metric_List_AppearanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`목록 노출 수`)
};

/**
* | output |
* | --- |
* | "Shown in the list" |
*
* @param {Ins_Metric_List_AppearanceInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const ins_metric_list_appearance = /** @type {((inputs?: Ins_Metric_List_AppearanceInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ins_Metric_List_AppearanceInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ins_metric_list_appearance(inputs)
	if (locale === "fr") return fr_ins_metric_list_appearance(inputs)
	if (locale === "es") return es_ins_metric_list_appearance(inputs)
	if (locale === "pt-BR") return pt_br2_ins_metric_list_appearance(inputs)
	if (locale === "ja") return ja_ins_metric_list_appearance(inputs)
	if (locale === "ko") return ko_ins_metric_list_appearance(inputs)
	return en_ins_metric_list_appearance(inputs)
});