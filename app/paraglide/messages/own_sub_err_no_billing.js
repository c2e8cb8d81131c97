/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Own_Sub_Err_No_BillingInputs */

const en_own_sub_err_no_billing = /** @type {(inputs: Own_Sub_Err_No_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No billing account yet. Choose a plan first.`)
};

const de_own_sub_err_no_billing = /** @type {(inputs: Own_Sub_Err_No_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch kein Abrechnungskonto. Wähle zuerst einen Plan.`)
};

const fr_own_sub_err_no_billing = /** @type {(inputs: Own_Sub_Err_No_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pas encore de compte de facturation. Choisissez d'abord une offre.`)
};

const es_own_sub_err_no_billing = /** @type {(inputs: Own_Sub_Err_No_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no hay cuenta de facturación. Elige primero un plan.`)
};

const pt_br2_own_sub_err_no_billing = /** @type {(inputs: Own_Sub_Err_No_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ainda não há conta de cobrança. Escolha um plano primeiro.`)
};

const ja_own_sub_err_no_billing = /** @type {(inputs: Own_Sub_Err_No_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`請求アカウントがまだありません。先にプランを選んでください。`)
};

const ko_own_sub_err_no_billing = /** @type {(inputs: Own_Sub_Err_No_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`아직 결제 계정이 없습니다. 먼저 플랜을 선택하세요.`)
};

/**
* | output |
* | --- |
* | "No billing account yet. Choose a plan first." |
*
* @param {Own_Sub_Err_No_BillingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_sub_err_no_billing = /** @type {((inputs?: Own_Sub_Err_No_BillingInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Sub_Err_No_BillingInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_sub_err_no_billing(inputs)
	if (locale === "fr") return fr_own_sub_err_no_billing(inputs)
	if (locale === "es") return es_own_sub_err_no_billing(inputs)
	if (locale === "pt-BR") return pt_br2_own_sub_err_no_billing(inputs)
	if (locale === "ja") return ja_own_sub_err_no_billing(inputs)
	if (locale === "ko") return ko_own_sub_err_no_billing(inputs)
	return en_own_sub_err_no_billing(inputs)
});