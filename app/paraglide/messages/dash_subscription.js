/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_SubscriptionInputs */

const en_dash_subscription = /** @type {(inputs: Dash_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscription`)
};

const de_dash_subscription = /** @type {(inputs: Dash_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abo`)
};

const fr_dash_subscription = /** @type {(inputs: Dash_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnement`)
};

const es_dash_subscription = /** @type {(inputs: Dash_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suscripción`)
};

const pt_br2_dash_subscription = /** @type {(inputs: Dash_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assinatura`)
};

const ja_dash_subscription = /** @type {(inputs: Dash_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`サブスクリプション`)
};

const ko_dash_subscription = /** @type {(inputs: Dash_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`구독`)
};

/**
* | output |
* | --- |
* | "Subscription" |
*
* @param {Dash_SubscriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dash_subscription = /** @type {((inputs?: Dash_SubscriptionInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_SubscriptionInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_subscription(inputs)
	if (locale === "fr") return fr_dash_subscription(inputs)
	if (locale === "es") return es_dash_subscription(inputs)
	if (locale === "pt-BR") return pt_br2_dash_subscription(inputs)
	if (locale === "ja") return ja_dash_subscription(inputs)
	if (locale === "ko") return ko_dash_subscription(inputs)
	return en_dash_subscription(inputs)
});