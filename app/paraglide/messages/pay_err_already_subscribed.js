/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_Err_Already_SubscribedInputs */

const en_pay_err_already_subscribed = /** @type {(inputs: Pay_Err_Already_SubscribedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This LAN center already has an active subscription.`)
};

const de_pay_err_already_subscribed = /** @type {(inputs: Pay_Err_Already_SubscribedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses LAN-Center hat bereits ein aktives Abonnement.`)
};

const fr_pay_err_already_subscribed = /** @type {(inputs: Pay_Err_Already_SubscribedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce LAN center a déjà un abonnement actif.`)
};

const es_pay_err_already_subscribed = /** @type {(inputs: Pay_Err_Already_SubscribedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este LAN center ya tiene una suscripción activa.`)
};

const pt_br2_pay_err_already_subscribed = /** @type {(inputs: Pay_Err_Already_SubscribedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este LAN center já tem uma assinatura ativa.`)
};

const ja_pay_err_already_subscribed = /** @type {(inputs: Pay_Err_Already_SubscribedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`この LAN センターにはすでに有効なサブスクリプションがあります。`)
};

const ko_pay_err_already_subscribed = /** @type {(inputs: Pay_Err_Already_SubscribedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이 LAN 센터에는 이미 활성 구독이 있습니다.`)
};

/**
* | output |
* | --- |
* | "This LAN center already has an active subscription." |
*
* @param {Pay_Err_Already_SubscribedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pay_err_already_subscribed = /** @type {((inputs?: Pay_Err_Already_SubscribedInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Err_Already_SubscribedInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pay_err_already_subscribed(inputs)
	if (locale === "fr") return fr_pay_err_already_subscribed(inputs)
	if (locale === "es") return es_pay_err_already_subscribed(inputs)
	if (locale === "pt-BR") return pt_br2_pay_err_already_subscribed(inputs)
	if (locale === "ja") return ja_pay_err_already_subscribed(inputs)
	if (locale === "ko") return ko_pay_err_already_subscribed(inputs)
	return en_pay_err_already_subscribed(inputs)
});