/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_Err_Resume_FailedInputs */

const en_pay_err_resume_failed = /** @type {(inputs: Pay_Err_Resume_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to reactivate subscription`)
};

const de_pay_err_resume_failed = /** @type {(inputs: Pay_Err_Resume_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das Abonnement konnte nicht reaktiviert werden`)
};

const fr_pay_err_resume_failed = /** @type {(inputs: Pay_Err_Resume_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de réactiver l'abonnement`)
};

const es_pay_err_resume_failed = /** @type {(inputs: Pay_Err_Resume_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo reactivar la suscripción`)
};

const pt_br2_pay_err_resume_failed = /** @type {(inputs: Pay_Err_Resume_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não foi possível reativar a assinatura`)
};

const ja_pay_err_resume_failed = /** @type {(inputs: Pay_Err_Resume_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`サブスクリプションを再開できませんでした`)
};

const ko_pay_err_resume_failed = /** @type {(inputs: Pay_Err_Resume_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`구독을 다시 시작하지 못했습니다`)
};

/**
* | output |
* | --- |
* | "Failed to reactivate subscription" |
*
* @param {Pay_Err_Resume_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pay_err_resume_failed = /** @type {((inputs?: Pay_Err_Resume_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Err_Resume_FailedInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pay_err_resume_failed(inputs)
	if (locale === "fr") return fr_pay_err_resume_failed(inputs)
	if (locale === "es") return es_pay_err_resume_failed(inputs)
	if (locale === "pt-BR") return pt_br2_pay_err_resume_failed(inputs)
	if (locale === "ja") return ja_pay_err_resume_failed(inputs)
	if (locale === "ko") return ko_pay_err_resume_failed(inputs)
	return en_pay_err_resume_failed(inputs)
});