/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_Status_Not_StartedInputs */

const en_pay_status_not_started = /** @type {(inputs: Pay_Status_Not_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not Started`)
};

const de_pay_status_not_started = /** @type {(inputs: Pay_Status_Not_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht begonnen`)
};

const fr_pay_status_not_started = /** @type {(inputs: Pay_Status_Not_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non commencé`)
};

const es_pay_status_not_started = /** @type {(inputs: Pay_Status_Not_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No iniciada`)
};

const pt_br2_pay_status_not_started = /** @type {(inputs: Pay_Status_Not_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não iniciada`)
};

const ja_pay_status_not_started = /** @type {(inputs: Pay_Status_Not_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`未開始`)
};

const ko_pay_status_not_started = /** @type {(inputs: Pay_Status_Not_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`시작 전`)
};

/**
* | output |
* | --- |
* | "Not Started" |
*
* @param {Pay_Status_Not_StartedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pay_status_not_started = /** @type {((inputs?: Pay_Status_Not_StartedInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Status_Not_StartedInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pay_status_not_started(inputs)
	if (locale === "fr") return fr_pay_status_not_started(inputs)
	if (locale === "es") return es_pay_status_not_started(inputs)
	if (locale === "pt-BR") return pt_br2_pay_status_not_started(inputs)
	if (locale === "ja") return ja_pay_status_not_started(inputs)
	if (locale === "ko") return ko_pay_status_not_started(inputs)
	return en_pay_status_not_started(inputs)
});