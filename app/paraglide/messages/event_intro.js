/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_IntroInputs */

const en_event_intro = /** @type {(inputs: Event_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verified LAN parties from our network, soonest first, each in its own local time. Organising one?`)
};

const de_event_intro = /** @type {(inputs: Event_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geprüfte LAN-Partys aus unserem Netzwerk, die nächsten zuerst, jeweils in ihrer Ortszeit. Du organisierst selbst eine?`)
};

const fr_event_intro = /** @type {(inputs: Event_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les LAN parties vérifiées de notre réseau, les plus proches d'abord, chacune à son heure locale. Vous en organisez une ?`)
};

const es_event_intro = /** @type {(inputs: Event_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN parties verificadas de nuestra red, las más próximas primero, cada una en su hora local. ¿Organizas una?`)
};

const pt_br2_event_intro = /** @type {(inputs: Event_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN parties verificadas da nossa rede, as mais próximas primeiro, cada uma no seu horário local. Vai organizar uma?`)
};

const ja_event_intro = /** @type {(inputs: Event_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ネットワークの認証済みLANパーティーを開催が近い順に、それぞれの現地時間で表示しています。主催しますか？`)
};

const ko_event_intro = /** @type {(inputs: Event_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`네트워크의 인증된 LAN 파티를 가까운 일정순으로, 각 현지 시간으로 보여 드립니다. 파티를 여시나요?`)
};

/**
* | output |
* | --- |
* | "Verified LAN parties from our network, soonest first, each in its own local time. Organising one?" |
*
* @param {Event_IntroInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const event_intro = /** @type {((inputs?: Event_IntroInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_IntroInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_event_intro(inputs)
	if (locale === "fr") return fr_event_intro(inputs)
	if (locale === "es") return es_event_intro(inputs)
	if (locale === "pt-BR") return pt_br2_event_intro(inputs)
	if (locale === "ja") return ja_event_intro(inputs)
	if (locale === "ko") return ko_event_intro(inputs)
	return en_event_intro(inputs)
});