/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Own_Sub_Complete_PaymentInputs */

const en_own_sub_complete_payment = /** @type {(inputs: Own_Sub_Complete_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Complete Payment`)
};

const de_own_sub_complete_payment = /** @type {(inputs: Own_Sub_Complete_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zahlung abschließen`)
};

const fr_own_sub_complete_payment = /** @type {(inputs: Own_Sub_Complete_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Finaliser le paiement`)
};

const es_own_sub_complete_payment = /** @type {(inputs: Own_Sub_Complete_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Completar pago`)
};

const pt_br2_own_sub_complete_payment = /** @type {(inputs: Own_Sub_Complete_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Concluir pagamento`)
};

const ja_own_sub_complete_payment = /** @type {(inputs: Own_Sub_Complete_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`支払いを完了`)
};

const ko_own_sub_complete_payment = /** @type {(inputs: Own_Sub_Complete_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`결제 완료`)
};

/**
* | output |
* | --- |
* | "Complete Payment" |
*
* @param {Own_Sub_Complete_PaymentInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_sub_complete_payment = /** @type {((inputs?: Own_Sub_Complete_PaymentInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Sub_Complete_PaymentInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_sub_complete_payment(inputs)
	if (locale === "fr") return fr_own_sub_complete_payment(inputs)
	if (locale === "es") return es_own_sub_complete_payment(inputs)
	if (locale === "pt-BR") return pt_br2_own_sub_complete_payment(inputs)
	if (locale === "ja") return ja_own_sub_complete_payment(inputs)
	if (locale === "ko") return ko_own_sub_complete_payment(inputs)
	return en_own_sub_complete_payment(inputs)
});