/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ins_MetricInputs */

const en_ins_metric = /** @type {(inputs: Ins_MetricInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Metric`)
};

const de_ins_metric = /** @type {(inputs: Ins_MetricInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kennzahl`)
};

const fr_ins_metric = /** @type {(inputs: Ins_MetricInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Indicateur`)
};

const es_ins_metric = /** @type {(inputs: Ins_MetricInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Métrica`)
};

const pt_br2_ins_metric = /** @type {(inputs: Ins_MetricInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Métrica`)
};

const ja_ins_metric = /** @type {(inputs: Ins_MetricInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`指標`)
};

const ko_ins_metric = /** @type {(inputs: Ins_MetricInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`지표`)
};

/**
* | output |
* | --- |
* | "Metric" |
*
* @param {Ins_MetricInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const ins_metric = /** @type {((inputs?: Ins_MetricInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ins_MetricInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ins_metric(inputs)
	if (locale === "fr") return fr_ins_metric(inputs)
	if (locale === "es") return es_ins_metric(inputs)
	if (locale === "pt-BR") return pt_br2_ins_metric(inputs)
	if (locale === "ja") return ja_ins_metric(inputs)
	if (locale === "ko") return ko_ins_metric(inputs)
	return en_ins_metric(inputs)
});