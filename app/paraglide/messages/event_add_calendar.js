/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_Add_CalendarInputs */

const en_event_add_calendar = /** @type {(inputs: Event_Add_CalendarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add to calendar`)
};

const de_event_add_calendar = /** @type {(inputs: Event_Add_CalendarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zum Kalender hinzufügen`)
};

const fr_event_add_calendar = /** @type {(inputs: Event_Add_CalendarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouter à l'agenda`)
};

const es_event_add_calendar = /** @type {(inputs: Event_Add_CalendarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añadir al calendario`)
};

const pt_br2_event_add_calendar = /** @type {(inputs: Event_Add_CalendarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adicionar à agenda`)
};

const ja_event_add_calendar = /** @type {(inputs: Event_Add_CalendarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`カレンダーに追加`)
};

const ko_event_add_calendar = /** @type {(inputs: Event_Add_CalendarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`캘린더에 추가`)
};

/**
* | output |
* | --- |
* | "Add to calendar" |
*
* @param {Event_Add_CalendarInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const event_add_calendar = /** @type {((inputs?: Event_Add_CalendarInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Add_CalendarInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_event_add_calendar(inputs)
	if (locale === "fr") return fr_event_add_calendar(inputs)
	if (locale === "es") return es_event_add_calendar(inputs)
	if (locale === "pt-BR") return pt_br2_event_add_calendar(inputs)
	if (locale === "ja") return ja_event_add_calendar(inputs)
	if (locale === "ko") return ko_event_add_calendar(inputs)
	return en_event_add_calendar(inputs)
});