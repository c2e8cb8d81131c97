/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_Active_SubscriptionInputs */

const en_pay_active_subscription = /** @type {(inputs: Pay_Active_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Active Subscription`)
};

const de_pay_active_subscription = /** @type {(inputs: Pay_Active_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aktives Abonnement`)
};

const fr_pay_active_subscription = /** @type {(inputs: Pay_Active_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnement actif`)
};

const es_pay_active_subscription = /** @type {(inputs: Pay_Active_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suscripción activa`)
};

const pt_br2_pay_active_subscription = /** @type {(inputs: Pay_Active_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assinatura ativa`)
};

const ja_pay_active_subscription = /** @type {(inputs: Pay_Active_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`有効なサブスクリプション`)
};

const ko_pay_active_subscription = /** @type {(inputs: Pay_Active_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`활성 구독`)
};

/**
* | output |
* | --- |
* | "Active Subscription" |
*
* @param {Pay_Active_SubscriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pay_active_subscription = /** @type {((inputs?: Pay_Active_SubscriptionInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Active_SubscriptionInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pay_active_subscription(inputs)
	if (locale === "fr") return fr_pay_active_subscription(inputs)
	if (locale === "es") return es_pay_active_subscription(inputs)
	if (locale === "pt-BR") return pt_br2_pay_active_subscription(inputs)
	if (locale === "ja") return ja_pay_active_subscription(inputs)
	if (locale === "ko") return ko_pay_active_subscription(inputs)
	return en_pay_active_subscription(inputs)
});