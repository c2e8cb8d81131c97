/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Faq_Q_Who_Can_JoinInputs */

const en_faq_q_who_can_join = /** @type {(inputs: Faq_Q_Who_Can_JoinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Which kinds of venues can join?`)
};

const de_faq_q_who_can_join = /** @type {(inputs: Faq_Q_Who_Can_JoinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Welche Arten von Locations können mitmachen?`)
};

const fr_faq_q_who_can_join = /** @type {(inputs: Faq_Q_Who_Can_JoinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quels types de lieux peuvent nous rejoindre ?`)
};

const es_faq_q_who_can_join = /** @type {(inputs: Faq_Q_Who_Can_JoinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Qué tipos de locales pueden unirse?`)
};

const pt_br2_faq_q_who_can_join = /** @type {(inputs: Faq_Q_Who_Can_JoinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Que tipos de espaço podem participar?`)
};

const ja_faq_q_who_can_join = /** @type {(inputs: Faq_Q_Who_Can_JoinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`どのような施設が参加できますか？`)
};

const ko_faq_q_who_can_join = /** @type {(inputs: Faq_Q_Who_Can_JoinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`어떤 종류의 매장이 가입할 수 있나요?`)
};

/**
* | output |
* | --- |
* | "Which kinds of venues can join?" |
*
* @param {Faq_Q_Who_Can_JoinInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const faq_q_who_can_join = /** @type {((inputs?: Faq_Q_Who_Can_JoinInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Faq_Q_Who_Can_JoinInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_faq_q_who_can_join(inputs)
	if (locale === "fr") return fr_faq_q_who_can_join(inputs)
	if (locale === "es") return es_faq_q_who_can_join(inputs)
	if (locale === "pt-BR") return pt_br2_faq_q_who_can_join(inputs)
	if (locale === "ja") return ja_faq_q_who_can_join(inputs)
	if (locale === "ko") return ko_faq_q_who_can_join(inputs)
	return en_faq_q_who_can_join(inputs)
});