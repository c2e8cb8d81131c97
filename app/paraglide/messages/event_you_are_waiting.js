/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_You_Are_WaitingInputs */

const en_event_you_are_waiting = /** @type {(inputs: Event_You_Are_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You're on the waitlist. We'll e-mail you if a place comes free.`)
};

const de_event_you_are_waiting = /** @type {(inputs: Event_You_Are_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Du stehst auf der Warteliste. Wir schreiben dir eine E-Mail, sobald ein Platz frei wird.`)
};

const fr_event_you_are_waiting = /** @type {(inputs: Event_You_Are_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous êtes en liste d'attente. Nous vous écrirons si une place se libère.`)
};

const es_event_you_are_waiting = /** @type {(inputs: Event_You_Are_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estás en la lista de espera. Te enviaremos un correo si se libera una plaza.`)
};

const pt_br2_event_you_are_waiting = /** @type {(inputs: Event_You_Are_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Você está na lista de espera. Enviaremos um e-mail se uma vaga abrir.`)
};

const ja_event_you_are_waiting = /** @type {(inputs: Event_You_Are_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`キャンセル待ちに登録しました。空きが出たらメールでお知らせします。`)
};

const ko_event_you_are_waiting = /** @type {(inputs: Event_You_Are_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`대기자 명단에 올랐습니다. 자리가 나면 이메일로 알려 드립니다.`)
};

/**
* | output |
* | --- |
* | "You're on the waitlist. We'll e-mail you if a place comes free." |
*
* @param {Event_You_Are_WaitingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const event_you_are_waiting = /** @type {((inputs?: Event_You_Are_WaitingInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_You_Are_WaitingInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_event_you_are_waiting(inputs)
	if (locale === "fr") return fr_event_you_are_waiting(inputs)
	if (locale === "es") return es_event_you_are_waiting(inputs)
	if (locale === "pt-BR") return pt_br2_event_you_are_waiting(inputs)
	if (locale === "ja") return ja_event_you_are_waiting(inputs)
	if (locale === "ko") return ko_event_you_are_waiting(inputs)
	return en_event_you_are_waiting(inputs)
});