/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_SubscribeInputs */

const en_pay_subscribe = /** @type {(inputs: Pay_SubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscribe`)
};

const de_pay_subscribe = /** @type {(inputs: Pay_SubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnieren`)
};

const fr_pay_subscribe = /** @type {(inputs: Pay_SubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`S'abonner`)
};

const es_pay_subscribe = /** @type {(inputs: Pay_SubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suscribirse`)
};

const pt_br2_pay_subscribe = /** @type {(inputs: Pay_SubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assinar`)
};

const ja_pay_subscribe = /** @type {(inputs: Pay_SubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`申し込む`)
};

const ko_pay_subscribe = /** @type {(inputs: Pay_SubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`구독하기`)
};

/**
* | output |
* | --- |
* | "Subscribe" |
*
* @param {Pay_SubscribeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pay_subscribe = /** @type {((inputs?: Pay_SubscribeInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_SubscribeInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pay_subscribe(inputs)
	if (locale === "fr") return fr_pay_subscribe(inputs)
	if (locale === "es") return es_pay_subscribe(inputs)
	if (locale === "pt-BR") return pt_br2_pay_subscribe(inputs)
	if (locale === "ja") return ja_pay_subscribe(inputs)
	if (locale === "ko") return ko_pay_subscribe(inputs)
	return en_pay_subscribe(inputs)
});