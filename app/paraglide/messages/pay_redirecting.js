/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_RedirectingInputs */

const en_pay_redirecting = /** @type {(inputs: Pay_RedirectingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Redirecting to checkout...`)
};

const de_pay_redirecting = /** @type {(inputs: Pay_RedirectingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weiterleitung zur Kasse...`)
};

const fr_pay_redirecting = /** @type {(inputs: Pay_RedirectingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Redirection vers le paiement...`)
};

const es_pay_redirecting = /** @type {(inputs: Pay_RedirectingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Redirigiendo al pago...`)
};

const pt_br2_pay_redirecting = /** @type {(inputs: Pay_RedirectingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Redirecionando para o pagamento...`)
};

const ja_pay_redirecting = /** @type {(inputs: Pay_RedirectingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`決済ページへ移動しています...`)
};

const ko_pay_redirecting = /** @type {(inputs: Pay_RedirectingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`결제 페이지로 이동 중...`)
};

/**
* | output |
* | --- |
* | "Redirecting to checkout..." |
*
* @param {Pay_RedirectingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pay_redirecting = /** @type {((inputs?: Pay_RedirectingInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_RedirectingInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pay_redirecting(inputs)
	if (locale === "fr") return fr_pay_redirecting(inputs)
	if (locale === "es") return es_pay_redirecting(inputs)
	if (locale === "pt-BR") return pt_br2_pay_redirecting(inputs)
	if (locale === "ja") return ja_pay_redirecting(inputs)
	if (locale === "ko") return ko_pay_redirecting(inputs)
	return en_pay_redirecting(inputs)
});