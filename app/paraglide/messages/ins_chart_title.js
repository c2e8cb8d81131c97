/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ label: NonNullable<unknown>, from: NonNullable<unknown>, to: NonNullable<unknown>, total: NonNullable<unknown>, max: NonNullable<unknown> }} Ins_Chart_TitleInputs */

const en_ins_chart_title = /** @type {(inputs: Ins_Chart_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} per day, ${i?.from} to ${i?.to}: ${i?.total} in all, at most ${i?.max} on one day.`)
};

const de_ins_chart_title = /** @type {(inputs: Ins_Chart_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} pro Tag, ${i?.from} bis ${i?.to}: insgesamt ${i?.total}, höchstens ${i?.max} an einem Tag.`)
};

const fr_ins_chart_title = /** @type {(inputs: Ins_Chart_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} par jour, du ${i?.from} au ${i?.to} : ${i?.total} au total, au plus ${i?.max} en une journée.`)
};

const es_ins_chart_title = /** @type {(inputs: Ins_Chart_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} por día, de ${i?.from} a ${i?.to}: ${i?.total} en total, como máximo ${i?.max} en un día.`)
};

const pt_br2_ins_chart_title = /** @type {(inputs: Ins_Chart_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} por dia, de ${i?.from} a ${i?.to}: ${i?.total} no total, no máximo ${i?.max} em um dia.`)
};

const ja_ins_chart_title = /** @type {(inputs: Ins_Chart_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`1日あたりの${i?.label}（${i?.from}〜${i?.to}）：合計${i?.total}、1日の最大${i?.max}。`)
};

const ko_ins_chart_title = /** @type {(inputs: Ins_Chart_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`일별 ${i?.label}, ${i?.from}~${i?.to}: 총 ${i?.total}, 하루 최대 ${i?.max}.`)
};

/**
* | output |
* | --- |
* | "{label} per day, {from} to {to}: {total} in all, at most {max} on one day." |
*
* @param {Ins_Chart_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const ins_chart_title = /** @type {((inputs: Ins_Chart_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ins_Chart_TitleInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ins_chart_title(inputs)
	if (locale === "fr") return fr_ins_chart_title(inputs)
	if (locale === "es") return es_ins_chart_title(inputs)
	if (locale === "pt-BR") return pt_br2_ins_chart_title(inputs)
	if (locale === "ja") return ja_ins_chart_title(inputs)
	if (locale === "ko") return ko_ins_chart_title(inputs)
	return en_ins_chart_title(inputs)
});