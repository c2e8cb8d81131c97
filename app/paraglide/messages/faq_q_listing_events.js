/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Faq_Q_Listing_EventsInputs */

const en_faq_q_listing_events = /** @type {(inputs: Faq_Q_Listing_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Can I promote tournaments and LAN parties?`)
};

const de_faq_q_listing_events = /** @type {(inputs: Faq_Q_Listing_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kann ich Turniere und LAN-Partys bewerben?`)
};

const fr_faq_q_listing_events = /** @type {(inputs: Faq_Q_Listing_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puis-je promouvoir des tournois et des LAN parties ?`)
};

const es_faq_q_listing_events = /** @type {(inputs: Faq_Q_Listing_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Puedo promocionar torneos y LAN parties?`)
};

const pt_br2_faq_q_listing_events = /** @type {(inputs: Faq_Q_Listing_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Posso divulgar torneios e LAN parties?`)
};

const ja_faq_q_listing_events = /** @type {(inputs: Faq_Q_Listing_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`大会やLANパーティーを告知できますか？`)
};

const ko_faq_q_listing_events = /** @type {(inputs: Faq_Q_Listing_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`토너먼트와 LAN 파티를 홍보할 수 있나요?`)
};

/**
* | output |
* | --- |
* | "Can I promote tournaments and LAN parties?" |
*
* @param {Faq_Q_Listing_EventsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const faq_q_listing_events = /** @type {((inputs?: Faq_Q_Listing_EventsInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Faq_Q_Listing_EventsInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_faq_q_listing_events(inputs)
	if (locale === "fr") return fr_faq_q_listing_events(inputs)
	if (locale === "es") return es_faq_q_listing_events(inputs)
	if (locale === "pt-BR") return pt_br2_faq_q_listing_events(inputs)
	if (locale === "ja") return ja_faq_q_listing_events(inputs)
	if (locale === "ko") return ko_faq_q_listing_events(inputs)
	return en_faq_q_listing_events(inputs)
});