/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_Not_FoundInputs */

const en_pay_not_found = /** @type {(inputs: Pay_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment Not Found`)
};

const de_pay_not_found = /** @type {(inputs: Pay_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zahlung nicht gefunden`)
};

const fr_pay_not_found = /** @type {(inputs: Pay_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paiement introuvable`)
};

const es_pay_not_found = /** @type {(inputs: Pay_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pago no encontrado`)
};

const pt_br2_pay_not_found = /** @type {(inputs: Pay_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pagamento não encontrado`)
};

const ja_pay_not_found = /** @type {(inputs: Pay_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`お支払いが見つかりません`)
};

const ko_pay_not_found = /** @type {(inputs: Pay_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`결제를 찾을 수 없음`)
};

/**
* | output |
* | --- |
* | "Payment Not Found" |
*
* @param {Pay_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pay_not_found = /** @type {((inputs?: Pay_Not_FoundInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Not_FoundInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pay_not_found(inputs)
	if (locale === "fr") return fr_pay_not_found(inputs)
	if (locale === "es") return es_pay_not_found(inputs)
	if (locale === "pt-BR") return pt_br2_pay_not_found(inputs)
	if (locale === "ja") return ja_pay_not_found(inputs)
	if (locale === "ko") return ko_pay_not_found(inputs)
	return en_pay_not_found(inputs)
});