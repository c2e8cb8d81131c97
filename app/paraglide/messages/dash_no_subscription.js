/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_No_SubscriptionInputs */

const en_dash_no_subscription = /** @type {(inputs: Dash_No_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No Subscription: View Plans`)
};

const de_dash_no_subscription = /** @type {(inputs: Dash_No_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kein Abo: Tarife ansehen`)
};

const fr_dash_no_subscription = /** @type {(inputs: Dash_No_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun abonnement : voir les offres`)
};

const es_dash_no_subscription = /** @type {(inputs: Dash_No_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin suscripción: ver planes`)
};

const pt_br2_dash_no_subscription = /** @type {(inputs: Dash_No_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sem assinatura: ver planos`)
};

const ja_dash_no_subscription = /** @type {(inputs: Dash_No_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`サブスクリプションなし：プランを見る`)
};

const ko_dash_no_subscription = /** @type {(inputs: Dash_No_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`구독 없음: 요금제 보기`)
};

/**
* | output |
* | --- |
* | "No Subscription: View Plans" |
*
* @param {Dash_No_SubscriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dash_no_subscription = /** @type {((inputs?: Dash_No_SubscriptionInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_No_SubscriptionInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_no_subscription(inputs)
	if (locale === "fr") return fr_dash_no_subscription(inputs)
	if (locale === "es") return es_dash_no_subscription(inputs)
	if (locale === "pt-BR") return pt_br2_dash_no_subscription(inputs)
	if (locale === "ja") return ja_dash_no_subscription(inputs)
	if (locale === "ko") return ko_dash_no_subscription(inputs)
	return en_dash_no_subscription(inputs)
});