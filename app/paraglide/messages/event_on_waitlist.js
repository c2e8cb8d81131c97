/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Event_On_WaitlistInputs */

const en_event_on_waitlist = /** @type {(inputs: Event_On_WaitlistInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`, ${i?.count} on the waitlist`)
};

const de_event_on_waitlist = /** @type {(inputs: Event_On_WaitlistInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`, ${i?.count} auf der Warteliste`)
};

const fr_event_on_waitlist = /** @type {(inputs: Event_On_WaitlistInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`, ${i?.count} en liste d'attente`)
};

const es_event_on_waitlist = /** @type {(inputs: Event_On_WaitlistInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`, ${i?.count} en lista de espera`)
};

const pt_br2_event_on_waitlist = /** @type {(inputs: Event_On_WaitlistInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`, ${i?.count} na lista de espera`)
};

const ja_event_on_waitlist = /** @type {(inputs: Event_On_WaitlistInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`、キャンセル待ち${i?.count}人`)
};

const ko_event_on_waitlist = /** @type {(inputs: Event_On_WaitlistInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`, 대기 ${i?.count}명`)
};

/**
* | output |
* | --- |
* | ", {count} on the waitlist" |
*
* @param {Event_On_WaitlistInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const event_on_waitlist = /** @type {((inputs: Event_On_WaitlistInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_On_WaitlistInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_event_on_waitlist(inputs)
	if (locale === "fr") return fr_event_on_waitlist(inputs)
	if (locale === "es") return es_event_on_waitlist(inputs)
	if (locale === "pt-BR") return pt_br2_event_on_waitlist(inputs)
	if (locale === "ja") return ja_event_on_waitlist(inputs)
	if (locale === "ko") return ko_event_on_waitlist(inputs)
	return en_event_on_waitlist(inputs)
});