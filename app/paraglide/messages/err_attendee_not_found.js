/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Attendee_Not_FoundInputs */

const en_err_attendee_not_found = /** @type {(inputs: Err_Attendee_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Attendee not found`)
};

const de_err_attendee_not_found = /** @type {(inputs: Err_Attendee_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Teilnehmer nicht gefunden`)
};

const fr_err_attendee_not_found = /** @type {(inputs: Err_Attendee_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Participant introuvable`)
};

const es_err_attendee_not_found = /** @type {(inputs: Err_Attendee_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Asistente no encontrado`)
};

const pt_br2_err_attendee_not_found = /** @type {(inputs: Err_Attendee_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Participante não encontrado`)
};

const ja_err_attendee_not_found = /** @type {(inputs: Err_Attendee_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`参加者が見つかりません`)
};

const ko_err_attendee_not_found = /** @type {(inputs: Err_Attendee_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`참가자를 찾을 수 없습니다`)
};

/**
* | output |
* | --- |
* | "Attendee not found" |
*
* @param {Err_Attendee_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const err_attendee_not_found = /** @type {((inputs?: Err_Attendee_Not_FoundInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Attendee_Not_FoundInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_err_attendee_not_found(inputs)
	if (locale === "fr") return fr_err_attendee_not_found(inputs)
	if (locale === "es") return es_err_attendee_not_found(inputs)
	if (locale === "pt-BR") return pt_br2_err_attendee_not_found(inputs)
	if (locale === "ja") return ja_err_attendee_not_found(inputs)
	if (locale === "ko") return ko_err_attendee_not_found(inputs)
	return en_err_attendee_not_found(inputs)
});