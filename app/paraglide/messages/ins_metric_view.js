/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ins_Metric_ViewInputs */

const en_ins_metric_view = /** @type {(inputs: Ins_Metric_ViewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Listing views`)
};

const de_ins_metric_view = /** @type {(inputs: Ins_Metric_ViewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aufrufe des Eintrags`)
};

const fr_ins_metric_view = /** @type {(inputs: Ins_Metric_ViewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vues de la fiche`)
};

const es_ins_metric_view = /** @type {(inputs: Ins_Metric_ViewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visitas al anuncio`)
};

const pt_br2_ins_metric_view = /** @type {(inputs: Ins_Metric_ViewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visualizações do anúncio`)
};

const ja_ins_metric_view = /** @type {(inputs: Ins_Metric_ViewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`掲載の閲覧数`)
};

const ko_ins_metric_view = /** @type {(inputs: Ins_Metric_ViewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`등록 정보 조회수`)
};

/**
* | output |
* | --- |
* | "Listing views" |
*
* @param {Ins_Metric_ViewInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const ins_metric_view = /** @type {((inputs?: Ins_Metric_ViewInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ins_Metric_ViewInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ins_metric_view(inputs)
	if (locale === "fr") return fr_ins_metric_view(inputs)
	if (locale === "es") return es_ins_metric_view(inputs)
	if (locale === "pt-BR") return pt_br2_ins_metric_view(inputs)
	if (locale === "ja") return ja_ins_metric_view(inputs)
	if (locale === "ko") return ko_ins_metric_view(inputs)
	return en_ins_metric_view(inputs)
});