/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_Err_Portal_FailedInputs */

const en_pay_err_portal_failed = /** @type {(inputs: Pay_Err_Portal_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to open billing portal`)
};

const de_pay_err_portal_failed = /** @type {(inputs: Pay_Err_Portal_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das Abrechnungsportal konnte nicht geöffnet werden`)
};

const fr_pay_err_portal_failed = /** @type {(inputs: Pay_Err_Portal_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible d'ouvrir le portail de facturation`)
};

const es_pay_err_portal_failed = /** @type {(inputs: Pay_Err_Portal_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo abrir el portal de facturación`)
};

const pt_br2_pay_err_portal_failed = /** @type {(inputs: Pay_Err_Portal_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não foi possível abrir o portal de cobrança`)
};

const ja_pay_err_portal_failed = /** @type {(inputs: Pay_Err_Portal_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`請求ポータルを開けませんでした`)
};

const ko_pay_err_portal_failed = /** @type {(inputs: Pay_Err_Portal_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`결제 포털을 열지 못했습니다`)
};

/**
* | output |
* | --- |
* | "Failed to open billing portal" |
*
* @param {Pay_Err_Portal_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pay_err_portal_failed = /** @type {((inputs?: Pay_Err_Portal_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Err_Portal_FailedInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pay_err_portal_failed(inputs)
	if (locale === "fr") return fr_pay_err_portal_failed(inputs)
	if (locale === "es") return es_pay_err_portal_failed(inputs)
	if (locale === "pt-BR") return pt_br2_pay_err_portal_failed(inputs)
	if (locale === "ja") return ja_pay_err_portal_failed(inputs)
	if (locale === "ko") return ko_pay_err_portal_failed(inputs)
	return en_pay_err_portal_failed(inputs)
});