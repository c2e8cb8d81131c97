/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_Err_No_Checkout_UrlInputs */

const en_pay_err_no_checkout_url = /** @type {(inputs: Pay_Err_No_Checkout_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No checkout URL received`)
};

const de_pay_err_no_checkout_url = /** @type {(inputs: Pay_Err_No_Checkout_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine Bezahl-URL erhalten`)
};

const fr_pay_err_no_checkout_url = /** @type {(inputs: Pay_Err_No_Checkout_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune URL de paiement reçue`)
};

const es_pay_err_no_checkout_url = /** @type {(inputs: Pay_Err_No_Checkout_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se recibió la URL de pago`)
};

const pt_br2_pay_err_no_checkout_url = /** @type {(inputs: Pay_Err_No_Checkout_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhuma URL de pagamento recebida`)
};

const ja_pay_err_no_checkout_url = /** @type {(inputs: Pay_Err_No_Checkout_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`決済 URL を受け取れませんでした`)
};

const ko_pay_err_no_checkout_url = /** @type {(inputs: Pay_Err_No_Checkout_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`결제 URL을 받지 못했습니다`)
};

/**
* | output |
* | --- |
* | "No checkout URL received" |
*
* @param {Pay_Err_No_Checkout_UrlInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pay_err_no_checkout_url = /** @type {((inputs?: Pay_Err_No_Checkout_UrlInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Err_No_Checkout_UrlInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pay_err_no_checkout_url(inputs)
	if (locale === "fr") return fr_pay_err_no_checkout_url(inputs)
	if (locale === "es") return es_pay_err_no_checkout_url(inputs)
	if (locale === "pt-BR") return pt_br2_pay_err_no_checkout_url(inputs)
	if (locale === "ja") return ja_pay_err_no_checkout_url(inputs)
	if (locale === "ko") return ko_pay_err_no_checkout_url(inputs)
	return en_pay_err_no_checkout_url(inputs)
});