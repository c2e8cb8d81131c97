/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Payment_Failed_ActionInputs */

const en_mail_payment_failed_action = /** @type {(inputs: Mail_Payment_Failed_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manage billing`)
};

const de_mail_payment_failed_action = /** @type {(inputs: Mail_Payment_Failed_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abrechnung verwalten`)
};

const fr_mail_payment_failed_action = /** @type {(inputs: Mail_Payment_Failed_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gérer la facturation`)
};

const es_mail_payment_failed_action = /** @type {(inputs: Mail_Payment_Failed_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gestionar facturación`)
};

const pt_br2_mail_payment_failed_action = /** @type {(inputs: Mail_Payment_Failed_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gerenciar cobrança`)
};

const ja_mail_payment_failed_action = /** @type {(inputs: Mail_Payment_Failed_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`お支払いの管理`)
};

const ko_mail_payment_failed_action = /** @type {(inputs: Mail_Payment_Failed_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`결제 관리`)
};

/**
* | output |
* | --- |
* | "Manage billing" |
*
* @param {Mail_Payment_Failed_ActionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_payment_failed_action = /** @type {((inputs?: Mail_Payment_Failed_ActionInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Payment_Failed_ActionInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_payment_failed_action(inputs)
	if (locale === "fr") return fr_mail_payment_failed_action(inputs)
	if (locale === "es") return es_mail_payment_failed_action(inputs)
	if (locale === "pt-BR") return pt_br2_mail_payment_failed_action(inputs)
	if (locale === "ja") return ja_mail_payment_failed_action(inputs)
	if (locale === "ko") return ko_mail_payment_failed_action(inputs)
	return en_mail_payment_failed_action(inputs)
});