/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_None_In_DatesInputs */

const en_event_none_in_dates = /** @type {(inputs: Event_None_In_DatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No LAN parties in these dates.`)
};

const de_event_none_in_dates = /** @type {(inputs: Event_None_In_DatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine LAN-Partys in diesem Zeitraum.`)
};

const fr_event_none_in_dates = /** @type {(inputs: Event_None_In_DatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune LAN party à ces dates.`)
};

const es_event_none_in_dates = /** @type {(inputs: Event_None_In_DatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay LAN parties en estas fechas.`)
};

const pt_br2_event_none_in_dates = /** @type {(inputs: Event_None_In_DatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhuma LAN party nessas datas.`)
};

const ja_event_none_in_dates = /** @type {(inputs: Event_None_In_DatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`この期間のLANパーティーはありません。`)
};

const ko_event_none_in_dates = /** @type {(inputs: Event_None_In_DatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이 기간에는 LAN 파티가 없습니다.`)
};

/**
* | output |
* | --- |
* | "No LAN parties in these dates." |
*
* @param {Event_None_In_DatesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const event_none_in_dates = /** @type {((inputs?: Event_None_In_DatesInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_None_In_DatesInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_event_none_in_dates(inputs)
	if (locale === "fr") return fr_event_none_in_dates(inputs)
	if (locale === "es") return es_event_none_in_dates(inputs)
	if (locale === "pt-BR") return pt_br2_event_none_in_dates(inputs)
	if (locale === "ja") return ja_event_none_in_dates(inputs)
	if (locale === "ko") return ko_event_none_in_dates(inputs)
	return en_event_none_in_dates(inputs)
});