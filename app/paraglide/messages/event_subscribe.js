/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_SubscribeInputs */

const en_event_subscribe = /** @type {(inputs: Event_SubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscribe in your calendar app (iCalendar feed)`)
};

const de_event_subscribe = /** @type {(inputs: Event_SubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Im Kalender abonnieren (iCalendar-Feed)`)
};

const fr_event_subscribe = /** @type {(inputs: Event_SubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`S'abonner dans votre agenda (flux iCalendar)`)
};

const es_event_subscribe = /** @type {(inputs: Event_SubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suscríbete en tu app de calendario (feed iCalendar)`)
};

const pt_br2_event_subscribe = /** @type {(inputs: Event_SubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assine no seu app de calendário (feed iCalendar)`)
};

const ja_event_subscribe = /** @type {(inputs: Event_SubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`カレンダーアプリで購読（iCalendarフィード）`)
};

const ko_event_subscribe = /** @type {(inputs: Event_SubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`캘린더 앱에서 구독(iCalendar 피드)`)
};

/**
* | output |
* | --- |
* | "Subscribe in your calendar app (iCalendar feed)" |
*
* @param {Event_SubscribeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const event_subscribe = /** @type {((inputs?: Event_SubscribeInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_SubscribeInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_event_subscribe(inputs)
	if (locale === "fr") return fr_event_subscribe(inputs)
	if (locale === "es") return es_event_subscribe(inputs)
	if (locale === "pt-BR") return pt_br2_event_subscribe(inputs)
	if (locale === "ja") return ja_event_subscribe(inputs)
	if (locale === "ko") return ko_event_subscribe(inputs)
	return en_event_subscribe(inputs)
});