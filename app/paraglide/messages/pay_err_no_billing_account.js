/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_Err_No_Billing_AccountInputs */

const en_pay_err_no_billing_account = /** @type {(inputs: Pay_Err_No_Billing_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No billing account yet. Choose a plan first.`)
};

const de_pay_err_no_billing_account = /** @type {(inputs: Pay_Err_No_Billing_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch kein Abrechnungskonto. Wähle zuerst einen Tarif.`)
};

const fr_pay_err_no_billing_account = /** @type {(inputs: Pay_Err_No_Billing_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pas encore de compte de facturation. Choisissez d'abord une formule.`)
};

const es_pay_err_no_billing_account = /** @type {(inputs: Pay_Err_No_Billing_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no hay cuenta de facturación. Elige primero un plan.`)
};

const pt_br2_pay_err_no_billing_account = /** @type {(inputs: Pay_Err_No_Billing_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ainda não há conta de cobrança. Escolha um plano primeiro.`)
};

const ja_pay_err_no_billing_account = /** @type {(inputs: Pay_Err_No_Billing_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`請求アカウントがまだありません。先にプランを選択してください。`)
};

const ko_pay_err_no_billing_account = /** @type {(inputs: Pay_Err_No_Billing_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`아직 결제 계정이 없습니다. 먼저 요금제를 선택하세요.`)
};

/**
* | output |
* | --- |
* | "No billing account yet. Choose a plan first." |
*
* @param {Pay_Err_No_Billing_AccountInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pay_err_no_billing_account = /** @type {((inputs?: Pay_Err_No_Billing_AccountInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Err_No_Billing_AccountInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pay_err_no_billing_account(inputs)
	if (locale === "fr") return fr_pay_err_no_billing_account(inputs)
	if (locale === "es") return es_pay_err_no_billing_account(inputs)
	if (locale === "pt-BR") return pt_br2_pay_err_no_billing_account(inputs)
	if (locale === "ja") return ja_pay_err_no_billing_account(inputs)
	if (locale === "ko") return ko_pay_err_no_billing_account(inputs)
	return en_pay_err_no_billing_account(inputs)
});