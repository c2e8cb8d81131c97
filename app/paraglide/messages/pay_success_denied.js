/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_Success_DeniedInputs */

const en_pay_success_denied = /** @type {(inputs: Pay_Success_DeniedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This payment does not belong to your account.`)
};

const de_pay_success_denied = /** @type {(inputs: Pay_Success_DeniedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Zahlung gehört nicht zu deinem Konto.`)
};

const fr_pay_success_denied = /** @type {(inputs: Pay_Success_DeniedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce paiement n'appartient pas à votre compte.`)
};

const es_pay_success_denied = /** @type {(inputs: Pay_Success_DeniedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este pago no pertenece a tu cuenta.`)
};

const pt_br2_pay_success_denied = /** @type {(inputs: Pay_Success_DeniedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este pagamento não pertence à sua conta.`)
};

const ja_pay_success_denied = /** @type {(inputs: Pay_Success_DeniedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`この支払いはお客様のアカウントのものではありません。`)
};

const ko_pay_success_denied = /** @type {(inputs: Pay_Success_DeniedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이 결제는 회원님의 계정에 속하지 않습니다.`)
};

/**
* | output |
* | --- |
* | "This payment does not belong to your account." |
*
* @param {Pay_Success_DeniedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pay_success_denied = /** @type {((inputs?: Pay_Success_DeniedInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Success_DeniedInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pay_success_denied(inputs)
	if (locale === "fr") return fr_pay_success_denied(inputs)
	if (locale === "es") return es_pay_success_denied(inputs)
	if (locale === "pt-BR") return pt_br2_pay_success_denied(inputs)
	if (locale === "ja") return ja_pay_success_denied(inputs)
	if (locale === "ko") return ko_pay_success_denied(inputs)
	return en_pay_success_denied(inputs)
});