/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Faq_Q_What_Is_The_NetworkInputs */

const en_faq_q_what_is_the_network = /** @type {(inputs: Faq_Q_What_Is_The_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What is LAN Center Network?`)
};

const de_faq_q_what_is_the_network = /** @type {(inputs: Faq_Q_What_Is_The_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Was ist LAN Center Network?`)
};

const fr_faq_q_what_is_the_network = /** @type {(inputs: Faq_Q_What_Is_The_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qu’est-ce que LAN Center Network ?`)
};

const es_faq_q_what_is_the_network = /** @type {(inputs: Faq_Q_What_Is_The_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Qué es LAN Center Network?`)
};

const pt_br2_faq_q_what_is_the_network = /** @type {(inputs: Faq_Q_What_Is_The_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O que é a LAN Center Network?`)
};

const ja_faq_q_what_is_the_network = /** @type {(inputs: Faq_Q_What_Is_The_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN Center Networkとは何ですか？`)
};

const ko_faq_q_what_is_the_network = /** @type {(inputs: Faq_Q_What_Is_The_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN Center Network는 무엇인가요?`)
};

/**
* | output |
* | --- |
* | "What is LAN Center Network?" |
*
* @param {Faq_Q_What_Is_The_NetworkInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const faq_q_what_is_the_network = /** @type {((inputs?: Faq_Q_What_Is_The_NetworkInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Faq_Q_What_Is_The_NetworkInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_faq_q_what_is_the_network(inputs)
	if (locale === "fr") return fr_faq_q_what_is_the_network(inputs)
	if (locale === "es") return es_faq_q_what_is_the_network(inputs)
	if (locale === "pt-BR") return pt_br2_faq_q_what_is_the_network(inputs)
	if (locale === "ja") return ja_faq_q_what_is_the_network(inputs)
	if (locale === "ko") return ko_faq_q_what_is_the_network(inputs)
	return en_faq_q_what_is_the_network(inputs)
});