/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_Success_HeadingInputs */

const en_pay_success_heading = /** @type {(inputs: Pay_Success_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment Successful!`)
};

const de_pay_success_heading = /** @type {(inputs: Pay_Success_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zahlung erfolgreich!`)
};

const fr_pay_success_heading = /** @type {(inputs: Pay_Success_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paiement réussi !`)
};

const es_pay_success_heading = /** @type {(inputs: Pay_Success_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Pago realizado!`)
};

const pt_br2_pay_success_heading = /** @type {(inputs: Pay_Success_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pagamento concluído!`)
};

const ja_pay_success_heading = /** @type {(inputs: Pay_Success_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`お支払いが完了しました！`)
};

const ko_pay_success_heading = /** @type {(inputs: Pay_Success_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`결제가 완료되었습니다!`)
};

/**
* | output |
* | --- |
* | "Payment Successful!" |
*
* @param {Pay_Success_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pay_success_heading = /** @type {((inputs?: Pay_Success_HeadingInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Success_HeadingInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pay_success_heading(inputs)
	if (locale === "fr") return fr_pay_success_heading(inputs)
	if (locale === "es") return es_pay_success_heading(inputs)
	if (locale === "pt-BR") return pt_br2_pay_success_heading(inputs)
	if (locale === "ja") return ja_pay_success_heading(inputs)
	if (locale === "ko") return ko_pay_success_heading(inputs)
	return en_pay_success_heading(inputs)
});