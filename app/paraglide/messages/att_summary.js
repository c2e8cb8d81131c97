/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ event: NonNullable<unknown>, time: NonNullable<unknown>, going: NonNullable<unknown>, waiting: NonNullable<unknown> }} Att_SummaryInputs */

const en_att_summary = /** @type {(inputs: Att_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.event}, starts ${i?.time}. ${i?.going} going, ${i?.waiting} waiting.`)
};

const de_att_summary = /** @type {(inputs: Att_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.event}, beginnt ${i?.time}. ${i?.going} kommen, ${i?.waiting} warten.`)
};

const fr_att_summary = /** @type {(inputs: Att_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.event}, commence le ${i?.time}. ${i?.going} participants, ${i?.waiting} en attente.`)
};

const es_att_summary = /** @type {(inputs: Att_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.event}, empieza el ${i?.time}. ${i?.going} asistirán, ${i?.waiting} en espera.`)
};

const pt_br2_att_summary = /** @type {(inputs: Att_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.event}, começa em ${i?.time}. ${i?.going} confirmados, ${i?.waiting} na espera.`)
};

const ja_att_summary = /** @type {(inputs: Att_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.event}、開始 ${i?.time}。参加 ${i?.going} 人、キャンセル待ち ${i?.waiting} 人。`)
};

const ko_att_summary = /** @type {(inputs: Att_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.event}, 시작 ${i?.time}. 참석 ${i?.going}명, 대기 ${i?.waiting}명.`)
};

/**
* | output |
* | --- |
* | "{event}, starts {time}. {going} going, {waiting} waiting." |
*
* @param {Att_SummaryInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const att_summary = /** @type {((inputs: Att_SummaryInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Att_SummaryInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_att_summary(inputs)
	if (locale === "fr") return fr_att_summary(inputs)
	if (locale === "es") return es_att_summary(inputs)
	if (locale === "pt-BR") return pt_br2_att_summary(inputs)
	if (locale === "ja") return ja_att_summary(inputs)
	if (locale === "ko") return ko_att_summary(inputs)
	return en_att_summary(inputs)
});