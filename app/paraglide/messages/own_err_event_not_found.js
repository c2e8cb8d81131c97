/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Own_Err_Event_Not_FoundInputs */

const en_own_err_event_not_found = /** @type {(inputs: Own_Err_Event_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Event not found`)
};

const de_own_err_event_not_found = /** @type {(inputs: Own_Err_Event_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veranstaltung nicht gefunden`)
};

const fr_own_err_event_not_found = /** @type {(inputs: Own_Err_Event_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Événement introuvable`)
};

const es_own_err_event_not_found = /** @type {(inputs: Own_Err_Event_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Evento no encontrado`)
};

const pt_br2_own_err_event_not_found = /** @type {(inputs: Own_Err_Event_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Evento não encontrado`)
};

const ja_own_err_event_not_found = /** @type {(inputs: Own_Err_Event_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`イベントが見つかりません`)
};

const ko_own_err_event_not_found = /** @type {(inputs: Own_Err_Event_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이벤트를 찾을 수 없습니다`)
};

/**
* | output |
* | --- |
* | "Event not found" |
*
* @param {Own_Err_Event_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_err_event_not_found = /** @type {((inputs?: Own_Err_Event_Not_FoundInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Err_Event_Not_FoundInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_err_event_not_found(inputs)
	if (locale === "fr") return fr_own_err_event_not_found(inputs)
	if (locale === "es") return es_own_err_event_not_found(inputs)
	if (locale === "pt-BR") return pt_br2_own_err_event_not_found(inputs)
	if (locale === "ja") return ja_own_err_event_not_found(inputs)
	if (locale === "ko") return ko_own_err_event_not_found(inputs)
	return en_own_err_event_not_found(inputs)
});