/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, days: NonNullable<unknown>, from: NonNullable<unknown>, to: NonNullable<unknown> }} Ins_CaptionInputs */

const en_ins_caption = /** @type {(inputs: Ins_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: last ${i?.days} days (${i?.from} to ${i?.to}) against the ${i?.days} days before`)
};

const de_ins_caption = /** @type {(inputs: Ins_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: letzte ${i?.days} Tage (${i?.from} bis ${i?.to}) im Vergleich zu den ${i?.days} Tagen davor`)
};

const fr_ins_caption = /** @type {(inputs: Ins_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} : ${i?.days} derniers jours (du ${i?.from} au ${i?.to}) comparés aux ${i?.days} jours précédents`)
};

const es_ins_caption = /** @type {(inputs: Ins_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: últimos ${i?.days} días (${i?.from} a ${i?.to}) frente a los ${i?.days} días anteriores`)
};

const pt_br2_ins_caption = /** @type {(inputs: Ins_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: últimos ${i?.days} dias (${i?.from} a ${i?.to}) comparados aos ${i?.days} dias anteriores`)
};

const ja_ins_caption = /** @type {(inputs: Ins_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}：過去${i?.days}日間（${i?.from}〜${i?.to}）とその前の${i?.days}日間の比較`)
};

const ko_ins_caption = /** @type {(inputs: Ins_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: 최근 ${i?.days}일(${i?.from}~${i?.to})과 그 이전 ${i?.days}일 비교`)
};

/**
* | output |
* | --- |
* | "{name}: last {days} days ({from} to {to}) against the {days} days before" |
*
* @param {Ins_CaptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const ins_caption = /** @type {((inputs: Ins_CaptionInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ins_CaptionInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ins_caption(inputs)
	if (locale === "fr") return fr_ins_caption(inputs)
	if (locale === "es") return es_ins_caption(inputs)
	if (locale === "pt-BR") return pt_br2_ins_caption(inputs)
	if (locale === "ja") return ja_ins_caption(inputs)
	if (locale === "ko") return ko_ins_caption(inputs)
	return en_ins_caption(inputs)
});