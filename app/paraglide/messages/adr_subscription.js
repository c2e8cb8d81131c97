/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ status: NonNullable<unknown> }} Adr_SubscriptionInputs */

const en_adr_subscription = /** @type {(inputs: Adr_SubscriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`subscription: ${i?.status}`)
};

const de_adr_subscription = /** @type {(inputs: Adr_SubscriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Abo: ${i?.status}`)
};

const fr_adr_subscription = /** @type {(inputs: Adr_SubscriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`abonnement : ${i?.status}`)
};

const es_adr_subscription = /** @type {(inputs: Adr_SubscriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`suscripción: ${i?.status}`)
};

const pt_br2_adr_subscription = /** @type {(inputs: Adr_SubscriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`assinatura: ${i?.status}`)
};

const ja_adr_subscription = /** @type {(inputs: Adr_SubscriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`サブスクリプション：${i?.status}`)
};

const ko_adr_subscription = /** @type {(inputs: Adr_SubscriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`구독: ${i?.status}`)
};

/**
* | output |
* | --- |
* | "subscription: {status}" |
*
* @param {Adr_SubscriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adr_subscription = /** @type {((inputs: Adr_SubscriptionInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adr_SubscriptionInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adr_subscription(inputs)
	if (locale === "fr") return fr_adr_subscription(inputs)
	if (locale === "es") return es_adr_subscription(inputs)
	if (locale === "pt-BR") return pt_br2_adr_subscription(inputs)
	if (locale === "ja") return ja_adr_subscription(inputs)
	if (locale === "ko") return ko_adr_subscription(inputs)
	return en_adr_subscription(inputs)
});