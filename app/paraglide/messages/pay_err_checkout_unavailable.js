/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_Err_Checkout_UnavailableInputs */

const en_pay_err_checkout_unavailable = /** @type {(inputs: Pay_Err_Checkout_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to start checkout process.`)
};

const de_pay_err_checkout_unavailable = /** @type {(inputs: Pay_Err_Checkout_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Bezahlvorgang konnte nicht gestartet werden.`)
};

const fr_pay_err_checkout_unavailable = /** @type {(inputs: Pay_Err_Checkout_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de lancer le paiement.`)
};

const es_pay_err_checkout_unavailable = /** @type {(inputs: Pay_Err_Checkout_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo iniciar el proceso de pago.`)
};

const pt_br2_pay_err_checkout_unavailable = /** @type {(inputs: Pay_Err_Checkout_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não foi possível iniciar o pagamento.`)
};

const ja_pay_err_checkout_unavailable = /** @type {(inputs: Pay_Err_Checkout_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`決済手続きを開始できませんでした。`)
};

const ko_pay_err_checkout_unavailable = /** @type {(inputs: Pay_Err_Checkout_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`결제 절차를 시작하지 못했습니다.`)
};

/**
* | output |
* | --- |
* | "Failed to start checkout process." |
*
* @param {Pay_Err_Checkout_UnavailableInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pay_err_checkout_unavailable = /** @type {((inputs?: Pay_Err_Checkout_UnavailableInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Err_Checkout_UnavailableInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pay_err_checkout_unavailable(inputs)
	if (locale === "fr") return fr_pay_err_checkout_unavailable(inputs)
	if (locale === "es") return es_pay_err_checkout_unavailable(inputs)
	if (locale === "pt-BR") return pt_br2_pay_err_checkout_unavailable(inputs)
	if (locale === "ja") return ja_pay_err_checkout_unavailable(inputs)
	if (locale === "ko") return ko_pay_err_checkout_unavailable(inputs)
	return en_pay_err_checkout_unavailable(inputs)
});