/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Active_SubscriptionsInputs */

const en_dash_active_subscriptions = /** @type {(inputs: Dash_Active_SubscriptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Active Subscriptions`)
};

const de_dash_active_subscriptions = /** @type {(inputs: Dash_Active_SubscriptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aktive Abos`)
};

const fr_dash_active_subscriptions = /** @type {(inputs: Dash_Active_SubscriptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnements actifs`)
};

const es_dash_active_subscriptions = /** @type {(inputs: Dash_Active_SubscriptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suscripciones activas`)
};

const pt_br2_dash_active_subscriptions = /** @type {(inputs: Dash_Active_SubscriptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assinaturas ativas`)
};

const ja_dash_active_subscriptions = /** @type {(inputs: Dash_Active_SubscriptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`有効なサブスクリプション`)
};

const ko_dash_active_subscriptions = /** @type {(inputs: Dash_Active_SubscriptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`활성 구독`)
};

/**
* | output |
* | --- |
* | "Active Subscriptions" |
*
* @param {Dash_Active_SubscriptionsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dash_active_subscriptions = /** @type {((inputs?: Dash_Active_SubscriptionsInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Active_SubscriptionsInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_active_subscriptions(inputs)
	if (locale === "fr") return fr_dash_active_subscriptions(inputs)
	if (locale === "es") return es_dash_active_subscriptions(inputs)
	if (locale === "pt-BR") return pt_br2_dash_active_subscriptions(inputs)
	if (locale === "ja") return ja_dash_active_subscriptions(inputs)
	if (locale === "ko") return ko_dash_active_subscriptions(inputs)
	return en_dash_active_subscriptions(inputs)
});