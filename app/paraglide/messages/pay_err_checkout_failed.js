/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_Err_Checkout_FailedInputs */

const en_pay_err_checkout_failed = /** @type {(inputs: Pay_Err_Checkout_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to create checkout session`)
};

const de_pay_err_checkout_failed = /** @type {(inputs: Pay_Err_Checkout_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Bezahlsitzung konnte nicht erstellt werden`)
};

const fr_pay_err_checkout_failed = /** @type {(inputs: Pay_Err_Checkout_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de créer la session de paiement`)
};

const es_pay_err_checkout_failed = /** @type {(inputs: Pay_Err_Checkout_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo crear la sesión de pago`)
};

const pt_br2_pay_err_checkout_failed = /** @type {(inputs: Pay_Err_Checkout_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não foi possível criar a sessão de pagamento`)
};

const ja_pay_err_checkout_failed = /** @type {(inputs: Pay_Err_Checkout_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`決済セッションを作成できませんでした`)
};

const ko_pay_err_checkout_failed = /** @type {(inputs: Pay_Err_Checkout_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`결제 세션을 만들지 못했습니다`)
};

/**
* | output |
* | --- |
* | "Failed to create checkout session" |
*
* @param {Pay_Err_Checkout_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pay_err_checkout_failed = /** @type {((inputs?: Pay_Err_Checkout_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Err_Checkout_FailedInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pay_err_checkout_failed(inputs)
	if (locale === "fr") return fr_pay_err_checkout_failed(inputs)
	if (locale === "es") return es_pay_err_checkout_failed(inputs)
	if (locale === "pt-BR") return pt_br2_pay_err_checkout_failed(inputs)
	if (locale === "ja") return ja_pay_err_checkout_failed(inputs)
	if (locale === "ko") return ko_pay_err_checkout_failed(inputs)
	return en_pay_err_checkout_failed(inputs)
});