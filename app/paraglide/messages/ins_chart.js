/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ins_ChartInputs */

const en_ins_chart = /** @type {(inputs: Ins_ChartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chart`)
};

const de_ins_chart = /** @type {(inputs: Ins_ChartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diagramm`)
};

const fr_ins_chart = /** @type {(inputs: Ins_ChartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Graphique`)
};

const es_ins_chart = /** @type {(inputs: Ins_ChartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gráfico`)
};

const pt_br2_ins_chart = /** @type {(inputs: Ins_ChartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gráfico`)
};

const ja_ins_chart = /** @type {(inputs: Ins_ChartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`グラフ`)
};

const ko_ins_chart = /** @type {(inputs: Ins_ChartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`차트`)
};

/**
* | output |
* | --- |
* | "Chart" |
*
* @param {Ins_ChartInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const ins_chart = /** @type {((inputs?: Ins_ChartInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ins_ChartInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ins_chart(inputs)
	if (locale === "fr") return fr_ins_chart(inputs)
	if (locale === "es") return es_ins_chart(inputs)
	if (locale === "pt-BR") return pt_br2_ins_chart(inputs)
	if (locale === "ja") return ja_ins_chart(inputs)
	if (locale === "ko") return ko_ins_chart(inputs)
	return en_ins_chart(inputs)
});