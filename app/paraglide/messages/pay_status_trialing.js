/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_Status_TrialingInputs */

const en_pay_status_trialing = /** @type {(inputs: Pay_Status_TrialingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trialing`)
};

const de_pay_status_trialing = /** @type {(inputs: Pay_Status_TrialingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Testphase`)
};

const fr_pay_status_trialing = /** @type {(inputs: Pay_Status_TrialingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Période d'essai`)
};

const es_pay_status_trialing = /** @type {(inputs: Pay_Status_TrialingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En prueba`)
};

const pt_br2_pay_status_trialing = /** @type {(inputs: Pay_Status_TrialingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Em teste`)
};

const ja_pay_status_trialing = /** @type {(inputs: Pay_Status_TrialingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`試用中`)
};

const ko_pay_status_trialing = /** @type {(inputs: Pay_Status_TrialingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`체험 중`)
};

/**
* | output |
* | --- |
* | "Trialing" |
*
* @param {Pay_Status_TrialingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pay_status_trialing = /** @type {((inputs?: Pay_Status_TrialingInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Status_TrialingInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pay_status_trialing(inputs)
	if (locale === "fr") return fr_pay_status_trialing(inputs)
	if (locale === "es") return es_pay_status_trialing(inputs)
	if (locale === "pt-BR") return pt_br2_pay_status_trialing(inputs)
	if (locale === "ja") return ja_pay_status_trialing(inputs)
	if (locale === "ko") return ko_pay_status_trialing(inputs)
	return en_pay_status_trialing(inputs)
});