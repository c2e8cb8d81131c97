/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Own_Sub_Manage_BillingInputs */

const en_own_sub_manage_billing = /** @type {(inputs: Own_Sub_Manage_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manage billing`)
};

const de_own_sub_manage_billing = /** @type {(inputs: Own_Sub_Manage_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abrechnung verwalten`)
};

const fr_own_sub_manage_billing = /** @type {(inputs: Own_Sub_Manage_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gérer la facturation`)
};

const es_own_sub_manage_billing = /** @type {(inputs: Own_Sub_Manage_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gestionar facturación`)
};

const pt_br2_own_sub_manage_billing = /** @type {(inputs: Own_Sub_Manage_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gerenciar cobrança`)
};

const ja_own_sub_manage_billing = /** @type {(inputs: Own_Sub_Manage_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`請求を管理`)
};

const ko_own_sub_manage_billing = /** @type {(inputs: Own_Sub_Manage_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`결제 관리`)
};

/**
* | output |
* | --- |
* | "Manage billing" |
*
* @param {Own_Sub_Manage_BillingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_sub_manage_billing = /** @type {((inputs?: Own_Sub_Manage_BillingInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Sub_Manage_BillingInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_sub_manage_billing(inputs)
	if (locale === "fr") return fr_own_sub_manage_billing(inputs)
	if (locale === "es") return es_own_sub_manage_billing(inputs)
	if (locale === "pt-BR") return pt_br2_own_sub_manage_billing(inputs)
	if (locale === "ja") return ja_own_sub_manage_billing(inputs)
	if (locale === "ko") return ko_own_sub_manage_billing(inputs)
	return en_own_sub_manage_billing(inputs)
});