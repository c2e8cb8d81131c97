/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_Status_CanceledInputs */

const en_pay_status_canceled = /** @type {(inputs: Pay_Status_CanceledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Canceled`)
};

const de_pay_status_canceled = /** @type {(inputs: Pay_Status_CanceledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gekündigt`)
};

const fr_pay_status_canceled = /** @type {(inputs: Pay_Status_CanceledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Résilié`)
};

const es_pay_status_canceled = /** @type {(inputs: Pay_Status_CanceledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelada`)
};

const pt_br2_pay_status_canceled = /** @type {(inputs: Pay_Status_CanceledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelada`)
};

const ja_pay_status_canceled = /** @type {(inputs: Pay_Status_CanceledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`解約済み`)
};

const ko_pay_status_canceled = /** @type {(inputs: Pay_Status_CanceledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`해지됨`)
};

/**
* | output |
* | --- |
* | "Canceled" |
*
* @param {Pay_Status_CanceledInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pay_status_canceled = /** @type {((inputs?: Pay_Status_CanceledInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Status_CanceledInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pay_status_canceled(inputs)
	if (locale === "fr") return fr_pay_status_canceled(inputs)
	if (locale === "es") return es_pay_status_canceled(inputs)
	if (locale === "pt-BR") return pt_br2_pay_status_canceled(inputs)
	if (locale === "ja") return ja_pay_status_canceled(inputs)
	if (locale === "ko") return ko_pay_status_canceled(inputs)
	return en_pay_status_canceled(inputs)
});