/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_Join_WaitlistInputs */

const en_event_join_waitlist = /** @type {(inputs: Event_Join_WaitlistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Join waitlist`)
};

const de_event_join_waitlist = /** @type {(inputs: Event_Join_WaitlistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Auf die Warteliste`)
};

const fr_event_join_waitlist = /** @type {(inputs: Event_Join_WaitlistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rejoindre la liste d'attente`)
};

const es_event_join_waitlist = /** @type {(inputs: Event_Join_WaitlistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unirme a la lista de espera`)
};

const pt_br2_event_join_waitlist = /** @type {(inputs: Event_Join_WaitlistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrar na lista de espera`)
};

const ja_event_join_waitlist = /** @type {(inputs: Event_Join_WaitlistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`キャンセル待ちに登録`)
};

const ko_event_join_waitlist = /** @type {(inputs: Event_Join_WaitlistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`대기자 명단 등록`)
};

/**
* | output |
* | --- |
* | "Join waitlist" |
*
* @param {Event_Join_WaitlistInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const event_join_waitlist = /** @type {((inputs?: Event_Join_WaitlistInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Join_WaitlistInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_event_join_waitlist(inputs)
	if (locale === "fr") return fr_event_join_waitlist(inputs)
	if (locale === "es") return es_event_join_waitlist(inputs)
	if (locale === "pt-BR") return pt_br2_event_join_waitlist(inputs)
	if (locale === "ja") return ja_event_join_waitlist(inputs)
	if (locale === "ko") return ko_event_join_waitlist(inputs)
	return en_event_join_waitlist(inputs)
});