/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_Next_BillingInputs */

const en_pay_next_billing = /** @type {(inputs: Pay_Next_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next billing date`)
};

const de_pay_next_billing = /** @type {(inputs: Pay_Next_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nächste Abrechnung`)
};

const fr_pay_next_billing = /** @type {(inputs: Pay_Next_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prochaine facturation`)
};

const es_pay_next_billing = /** @type {(inputs: Pay_Next_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Próxima fecha de cobro`)
};

const pt_br2_pay_next_billing = /** @type {(inputs: Pay_Next_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Próxima cobrança`)
};

const ja_pay_next_billing = /** @type {(inputs: Pay_Next_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`次回請求日`)
};

const ko_pay_next_billing = /** @type {(inputs: Pay_Next_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`다음 결제일`)
};

/**
* | output |
* | --- |
* | "Next billing date" |
*
* @param {Pay_Next_BillingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pay_next_billing = /** @type {((inputs?: Pay_Next_BillingInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Next_BillingInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pay_next_billing(inputs)
	if (locale === "fr") return fr_pay_next_billing(inputs)
	if (locale === "es") return es_pay_next_billing(inputs)
	if (locale === "pt-BR") return pt_br2_pay_next_billing(inputs)
	if (locale === "ja") return ja_pay_next_billing(inputs)
	if (locale === "ko") return ko_pay_next_billing(inputs)
	return en_pay_next_billing(inputs)
});