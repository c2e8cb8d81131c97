/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ins_Metric_CalendarInputs */

const en_ins_metric_calendar = /** @type {(inputs: Ins_Metric_CalendarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Calendar adds`)
};

const de_ins_metric_calendar = /** @type {(inputs: Ins_Metric_CalendarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kalendereinträge`)
};

const fr_ins_metric_calendar = /** @type {(inputs: Ins_Metric_CalendarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouts au calendrier`)
};

const es_ins_metric_calendar = /** @type {(inputs: Ins_Metric_CalendarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añadidos al calendario`)
};

const pt_br2_ins_metric_calendar = /** @type {(inputs: Ins_Metric_CalendarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adições ao calendário`)
};

const ja_ins_metric_calendar = /** @type {(inputs: Ins_Metric_CalendarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`カレンダーへの追加数`)
};

const ko_ins_metric_calendar = /** @type {(inputs: Ins_Metric_CalendarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`캘린더 추가 수`)
};

/**
* | output |
* | --- |
* | "Calendar adds" |
*
* @param {Ins_Metric_CalendarInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const ins_metric_calendar = /** @type {((inputs?: Ins_Metric_CalendarInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ins_Metric_CalendarInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ins_metric_calendar(inputs)
	if (locale === "fr") return fr_ins_metric_calendar(inputs)
	if (locale === "es") return es_ins_metric_calendar(inputs)
	if (locale === "pt-BR") return pt_br2_ins_metric_calendar(inputs)
	if (locale === "ja") return ja_ins_metric_calendar(inputs)
	if (locale === "ko") return ko_ins_metric_calendar(inputs)
	return en_ins_metric_calendar(inputs)
});