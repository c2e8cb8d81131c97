/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Types_ScheduleInputs */

const en_types_schedule = /** @type {(inputs: Types_ScheduleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`SCHEDULE A MEETING`)
};

const de_types_schedule = /** @type {(inputs: Types_ScheduleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`TERMIN VEREINBAREN`)
};

const fr_types_schedule = /** @type {(inputs: Types_ScheduleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PRENDRE RENDEZ-VOUS`)
};

const es_types_schedule = /** @type {(inputs: Types_ScheduleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`AGENDAR UNA REUNIÓN`)
};

const pt_br2_types_schedule = /** @type {(inputs: Types_ScheduleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`AGENDAR UMA REUNIÃO`)
};

const ja_types_schedule = /** @type {(inputs: Types_ScheduleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ミーティングを予約`)
};

const ko_types_schedule = /** @type {(inputs: Types_ScheduleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`미팅 예약`)
};

/**
* | output |
* | --- |
* | "SCHEDULE A MEETING" |
*
* @param {Types_ScheduleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const types_schedule = /** @type {((inputs?: Types_ScheduleInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Types_ScheduleInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_types_schedule(inputs)
	if (locale === "fr") return fr_types_schedule(inputs)
	if (locale === "es") return es_types_schedule(inputs)
	if (locale === "pt-BR") return pt_br2_types_schedule(inputs)
	if (locale === "ja") return ja_types_schedule(inputs)
	if (locale === "ko") return ko_types_schedule(inputs)
	return en_types_schedule(inputs)
});