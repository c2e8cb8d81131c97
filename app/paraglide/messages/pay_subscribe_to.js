/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ plan: NonNullable<unknown> }} Pay_Subscribe_ToInputs */

const en_pay_subscribe_to = /** @type {(inputs: Pay_Subscribe_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`to ${i?.plan}`)
};

const de_pay_subscribe_to = /** @type {(inputs: Pay_Subscribe_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`für ${i?.plan}`)
};

const fr_pay_subscribe_to = /** @type {(inputs: Pay_Subscribe_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`à ${i?.plan}`)
};

const es_pay_subscribe_to = /** @type {(inputs: Pay_Subscribe_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`a ${i?.plan}`)
};

const pt_br2_pay_subscribe_to = /** @type {(inputs: Pay_Subscribe_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`o ${i?.plan}`)
};

const ja_pay_subscribe_to = /** @type {(inputs: Pay_Subscribe_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.plan} に`)
};

const ko_pay_subscribe_to = /** @type {(inputs: Pay_Subscribe_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.plan}`)
};

/**
* | output |
* | --- |
* | "to {plan}" |
*
* @param {Pay_Subscribe_ToInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pay_subscribe_to = /** @type {((inputs: Pay_Subscribe_ToInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Subscribe_ToInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pay_subscribe_to(inputs)
	if (locale === "fr") return fr_pay_subscribe_to(inputs)
	if (locale === "es") return es_pay_subscribe_to(inputs)
	if (locale === "pt-BR") return pt_br2_pay_subscribe_to(inputs)
	if (locale === "ja") return ja_pay_subscribe_to(inputs)
	if (locale === "ko") return ko_pay_subscribe_to(inputs)
	return en_pay_subscribe_to(inputs)
});