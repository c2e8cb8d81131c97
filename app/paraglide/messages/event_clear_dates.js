/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_Clear_DatesInputs */

const en_event_clear_dates = /** @type {(inputs: Event_Clear_DatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clear dates`)
};

const de_event_clear_dates = /** @type {(inputs: Event_Clear_DatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Daten zurücksetzen`)
};

const fr_event_clear_dates = /** @type {(inputs: Event_Clear_DatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Effacer les dates`)
};

const es_event_clear_dates = /** @type {(inputs: Event_Clear_DatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Borrar fechas`)
};

const pt_br2_event_clear_dates = /** @type {(inputs: Event_Clear_DatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Limpar datas`)
};

const ja_event_clear_dates = /** @type {(inputs: Event_Clear_DatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`日付をクリア`)
};

const ko_event_clear_dates = /** @type {(inputs: Event_Clear_DatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`날짜 초기화`)
};

/**
* | output |
* | --- |
* | "Clear dates" |
*
* @param {Event_Clear_DatesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const event_clear_dates = /** @type {((inputs?: Event_Clear_DatesInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Clear_DatesInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_event_clear_dates(inputs)
	if (locale === "fr") return fr_event_clear_dates(inputs)
	if (locale === "es") return es_event_clear_dates(inputs)
	if (locale === "pt-BR") return pt_br2_event_clear_dates(inputs)
	if (locale === "ja") return ja_event_clear_dates(inputs)
	if (locale === "ko") return ko_event_clear_dates(inputs)
	return en_event_clear_dates(inputs)
});