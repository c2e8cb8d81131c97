/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ zone: NonNullable<unknown> }} Event_Your_TimeInputs */

const en_event_your_time = /** @type {(inputs: Event_Your_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your time (${i?.zone}):`)
};

const de_event_your_time = /** @type {(inputs: Event_Your_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Deine Zeit (${i?.zone}):`)
};

const fr_event_your_time = /** @type {(inputs: Event_Your_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre heure (${i?.zone}) :`)
};

const es_event_your_time = /** @type {(inputs: Event_Your_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tu hora (${i?.zone}):`)
};

const pt_br2_event_your_time = /** @type {(inputs: Event_Your_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Seu horário (${i?.zone}):`)
};

const ja_event_your_time = /** @type {(inputs: Event_Your_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`あなたの時間（${i?.zone}）：`)
};

const ko_event_your_time = /** @type {(inputs: Event_Your_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`내 시간(${i?.zone}):`)
};

/**
* | output |
* | --- |
* | "Your time ({zone}):" |
*
* @param {Event_Your_TimeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const event_your_time = /** @type {((inputs: Event_Your_TimeInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Your_TimeInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_event_your_time(inputs)
	if (locale === "fr") return fr_event_your_time(inputs)
	if (locale === "es") return es_event_your_time(inputs)
	if (locale === "pt-BR") return pt_br2_event_your_time(inputs)
	if (locale === "ja") return ja_event_your_time(inputs)
	if (locale === "ko") return ko_event_your_time(inputs)
	return en_event_your_time(inputs)
});