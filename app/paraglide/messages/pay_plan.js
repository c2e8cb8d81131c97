/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_PlanInputs */

const en_pay_plan = /** @type {(inputs: Pay_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plan`)
};

const de_pay_plan = /** @type {(inputs: Pay_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarif`)
};

const fr_pay_plan = /** @type {(inputs: Pay_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Formule`)
};

const es_pay_plan = /** @type {(inputs: Pay_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plan`)
};

const pt_br2_pay_plan = /** @type {(inputs: Pay_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plano`)
};

const ja_pay_plan = /** @type {(inputs: Pay_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`プラン`)
};

const ko_pay_plan = /** @type {(inputs: Pay_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`요금제`)
};

/**
* | output |
* | --- |
* | "Plan" |
*
* @param {Pay_PlanInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pay_plan = /** @type {((inputs?: Pay_PlanInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_PlanInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pay_plan(inputs)
	if (locale === "fr") return fr_pay_plan(inputs)
	if (locale === "es") return es_pay_plan(inputs)
	if (locale === "pt-BR") return pt_br2_pay_plan(inputs)
	if (locale === "ja") return ja_pay_plan(inputs)
	if (locale === "ko") return ko_pay_plan(inputs)
	return en_pay_plan(inputs)
});