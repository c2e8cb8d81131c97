/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lt_Hotels_S0_Tier2_TextInputs */

const en_lt_hotels_s0_tier2_text = /** @type {(inputs: Lt_Hotels_S0_Tier2_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A full on-site arena for tournaments, corporate events and showcases, with our team helping you plan the events calendar.`)
};

const de_lt_hotels_s0_tier2_text = /** @type {(inputs: Lt_Hotels_S0_Tier2_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eine vollständige Arena im Haus für Turniere, Firmenevents und Showcases, bei deren Eventkalender unser Team Sie unterstützt.`)
};

const fr_lt_hotels_s0_tier2_text = /** @type {(inputs: Lt_Hotels_S0_Tier2_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une véritable arène sur place pour les tournois, les événements d’entreprise et les vitrines, avec notre équipe pour vous aider à planifier le calendrier des événements.`)
};

const es_lt_hotels_s0_tier2_text = /** @type {(inputs: Lt_Hotels_S0_Tier2_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una arena completa en el propio hotel para torneos, eventos de empresa y presentaciones, con nuestro equipo ayudándote a planificar el calendario de eventos.`)
};

const pt_br2_lt_hotels_s0_tier2_text = /** @type {(inputs: Lt_Hotels_S0_Tier2_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uma arena completa no próprio hotel para campeonatos, eventos corporativos e showcases, com nossa equipe ajudando a planejar o calendário de eventos.`)
};

const ja_lt_hotels_s0_tier2_text = /** @type {(inputs: Lt_Hotels_S0_Tier2_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`大会、企業イベント、ショーケースのための本格的な館内アリーナ。イベントカレンダーの計画はチームがお手伝いします。`)
};

const ko_lt_hotels_s0_tier2_text = /** @type {(inputs: Lt_Hotels_S0_Tier2_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`대회, 기업 행사, 쇼케이스를 위한 본격적인 호텔 내 아레나. 이벤트 일정 기획은 저희 팀이 도와드립니다.`)
};

/**
* | output |
* | --- |
* | "A full on-site arena for tournaments, corporate events and showcases, with our team helping you plan the events calendar." |
*
* @param {Lt_Hotels_S0_Tier2_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_hotels_s0_tier2_text = /** @type {((inputs?: Lt_Hotels_S0_Tier2_TextInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lt_Hotels_S0_Tier2_TextInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_lt_hotels_s0_tier2_text(inputs)
	if (locale === "fr") return fr_lt_hotels_s0_tier2_text(inputs)
	if (locale === "es") return es_lt_hotels_s0_tier2_text(inputs)
	if (locale === "pt-BR") return pt_br2_lt_hotels_s0_tier2_text(inputs)
	if (locale === "ja") return ja_lt_hotels_s0_tier2_text(inputs)
	if (locale === "ko") return ko_lt_hotels_s0_tier2_text(inputs)
	return en_lt_hotels_s0_tier2_text(inputs)
});