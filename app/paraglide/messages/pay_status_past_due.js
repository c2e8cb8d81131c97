/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_Status_Past_DueInputs */

const en_pay_status_past_due = /** @type {(inputs: Pay_Status_Past_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Past Due`)
};

const de_pay_status_past_due = /** @type {(inputs: Pay_Status_Past_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Überfällig`)
};

const fr_pay_status_past_due = /** @type {(inputs: Pay_Status_Past_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En retard`)
};

const es_pay_status_past_due = /** @type {(inputs: Pay_Status_Past_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vencida`)
};

const pt_br2_pay_status_past_due = /** @type {(inputs: Pay_Status_Past_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Em atraso`)
};

const ja_pay_status_past_due = /** @type {(inputs: Pay_Status_Past_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`支払い期限切れ`)
};

const ko_pay_status_past_due = /** @type {(inputs: Pay_Status_Past_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`연체`)
};

/**
* | output |
* | --- |
* | "Past Due" |
*
* @param {Pay_Status_Past_DueInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pay_status_past_due = /** @type {((inputs?: Pay_Status_Past_DueInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Status_Past_DueInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pay_status_past_due(inputs)
	if (locale === "fr") return fr_pay_status_past_due(inputs)
	if (locale === "es") return es_pay_status_past_due(inputs)
	if (locale === "pt-BR") return pt_br2_pay_status_past_due(inputs)
	if (locale === "ja") return ja_pay_status_past_due(inputs)
	if (locale === "ko") return ko_pay_status_past_due(inputs)
	return en_pay_status_past_due(inputs)
});