/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Own_Sub_Payment_MethodInputs */

const en_own_sub_payment_method = /** @type {(inputs: Own_Sub_Payment_MethodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment method`)
};

const de_own_sub_payment_method = /** @type {(inputs: Own_Sub_Payment_MethodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zahlungsmethode`)
};

const fr_own_sub_payment_method = /** @type {(inputs: Own_Sub_Payment_MethodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Moyen de paiement`)
};

const es_own_sub_payment_method = /** @type {(inputs: Own_Sub_Payment_MethodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Método de pago`)
};

const pt_br2_own_sub_payment_method = /** @type {(inputs: Own_Sub_Payment_MethodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Forma de pagamento`)
};

const ja_own_sub_payment_method = /** @type {(inputs: Own_Sub_Payment_MethodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`支払い方法`)
};

const ko_own_sub_payment_method = /** @type {(inputs: Own_Sub_Payment_MethodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`결제 수단`)
};

/**
* | output |
* | --- |
* | "Payment method" |
*
* @param {Own_Sub_Payment_MethodInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_sub_payment_method = /** @type {((inputs?: Own_Sub_Payment_MethodInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Sub_Payment_MethodInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_sub_payment_method(inputs)
	if (locale === "fr") return fr_own_sub_payment_method(inputs)
	if (locale === "es") return es_own_sub_payment_method(inputs)
	if (locale === "pt-BR") return pt_br2_own_sub_payment_method(inputs)
	if (locale === "ja") return ja_own_sub_payment_method(inputs)
	if (locale === "ko") return ko_own_sub_payment_method(inputs)
	return en_own_sub_payment_method(inputs)
});