/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_Err_Cancel_FailedInputs */

const en_pay_err_cancel_failed = /** @type {(inputs: Pay_Err_Cancel_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to cancel subscription`)
};

const de_pay_err_cancel_failed = /** @type {(inputs: Pay_Err_Cancel_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das Abonnement konnte nicht gekündigt werden`)
};

const fr_pay_err_cancel_failed = /** @type {(inputs: Pay_Err_Cancel_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de résilier l'abonnement`)
};

const es_pay_err_cancel_failed = /** @type {(inputs: Pay_Err_Cancel_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo cancelar la suscripción`)
};

const pt_br2_pay_err_cancel_failed = /** @type {(inputs: Pay_Err_Cancel_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não foi possível cancelar a assinatura`)
};

const ja_pay_err_cancel_failed = /** @type {(inputs: Pay_Err_Cancel_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`サブスクリプションを解約できませんでした`)
};

const ko_pay_err_cancel_failed = /** @type {(inputs: Pay_Err_Cancel_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`구독을 해지하지 못했습니다`)
};

/**
* | output |
* | --- |
* | "Failed to cancel subscription" |
*
* @param {Pay_Err_Cancel_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pay_err_cancel_failed = /** @type {((inputs?: Pay_Err_Cancel_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Err_Cancel_FailedInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pay_err_cancel_failed(inputs)
	if (locale === "fr") return fr_pay_err_cancel_failed(inputs)
	if (locale === "es") return es_pay_err_cancel_failed(inputs)
	if (locale === "pt-BR") return pt_br2_pay_err_cancel_failed(inputs)
	if (locale === "ja") return ja_pay_err_cancel_failed(inputs)
	if (locale === "ko") return ko_pay_err_cancel_failed(inputs)
	return en_pay_err_cancel_failed(inputs)
});