/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_Success_TitleInputs */

const en_pay_success_title = /** @type {(inputs: Pay_Success_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment Successful`)
};

const de_pay_success_title = /** @type {(inputs: Pay_Success_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zahlung erfolgreich`)
};

const fr_pay_success_title = /** @type {(inputs: Pay_Success_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paiement réussi`)
};

const es_pay_success_title = /** @type {(inputs: Pay_Success_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pago realizado`)
};

const pt_br2_pay_success_title = /** @type {(inputs: Pay_Success_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pagamento concluído`)
};

const ja_pay_success_title = /** @type {(inputs: Pay_Success_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`お支払いが完了しました`)
};

const ko_pay_success_title = /** @type {(inputs: Pay_Success_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`결제 완료`)
};

/**
* | output |
* | --- |
* | "Payment Successful" |
*
* @param {Pay_Success_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pay_success_title = /** @type {((inputs?: Pay_Success_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Success_TitleInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pay_success_title(inputs)
	if (locale === "fr") return fr_pay_success_title(inputs)
	if (locale === "es") return es_pay_success_title(inputs)
	if (locale === "pt-BR") return pt_br2_pay_success_title(inputs)
	if (locale === "ja") return ja_pay_success_title(inputs)
	if (locale === "ko") return ko_pay_success_title(inputs)
	return en_pay_success_title(inputs)
});