/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_Meta_DescriptionInputs */

const en_event_meta_description = /** @type {(inputs: Event_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upcoming verified LAN parties and gaming events in the LAN Center Network.`)
};

const de_event_meta_description = /** @type {(inputs: Event_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kommende geprüfte LAN-Partys und Gaming-Events im LAN Center Network.`)
};

const fr_event_meta_description = /** @type {(inputs: Event_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prochaines LAN parties et événements gaming vérifiés du LAN Center Network.`)
};

const es_event_meta_description = /** @type {(inputs: Event_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Próximas LAN parties y eventos de juego verificados en LAN Center Network.`)
};

const pt_br2_event_meta_description = /** @type {(inputs: Event_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Próximas LAN parties e eventos de games verificados na LAN Center Network.`)
};

const ja_event_meta_description = /** @type {(inputs: Event_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN Center Networkの認証済みLANパーティーとゲームイベントの予定。`)
};

const ko_event_meta_description = /** @type {(inputs: Event_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN Center Network의 인증된 LAN 파티와 게임 이벤트 일정입니다.`)
};

/**
* | output |
* | --- |
* | "Upcoming verified LAN parties and gaming events in the LAN Center Network." |
*
* @param {Event_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const event_meta_description = /** @type {((inputs?: Event_Meta_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Meta_DescriptionInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_event_meta_description(inputs)
	if (locale === "fr") return fr_event_meta_description(inputs)
	if (locale === "es") return es_event_meta_description(inputs)
	if (locale === "pt-BR") return pt_br2_event_meta_description(inputs)
	if (locale === "ja") return ja_event_meta_description(inputs)
	if (locale === "ko") return ko_event_meta_description(inputs)
	return en_event_meta_description(inputs)
});