/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_Err_Unknown_PlanInputs */

const en_pay_err_unknown_plan = /** @type {(inputs: Pay_Err_Unknown_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please select a plan.`)
};

const de_pay_err_unknown_plan = /** @type {(inputs: Pay_Err_Unknown_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte wähle einen Tarif.`)
};

const fr_pay_err_unknown_plan = /** @type {(inputs: Pay_Err_Unknown_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez choisir une formule.`)
};

const es_pay_err_unknown_plan = /** @type {(inputs: Pay_Err_Unknown_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Selecciona un plan.`)
};

const pt_br2_pay_err_unknown_plan = /** @type {(inputs: Pay_Err_Unknown_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Selecione um plano.`)
};

const ja_pay_err_unknown_plan = /** @type {(inputs: Pay_Err_Unknown_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`プランを選択してください。`)
};

const ko_pay_err_unknown_plan = /** @type {(inputs: Pay_Err_Unknown_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`요금제를 선택해 주세요.`)
};

/**
* | output |
* | --- |
* | "Please select a plan." |
*
* @param {Pay_Err_Unknown_PlanInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pay_err_unknown_plan = /** @type {((inputs?: Pay_Err_Unknown_PlanInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Err_Unknown_PlanInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pay_err_unknown_plan(inputs)
	if (locale === "fr") return fr_pay_err_unknown_plan(inputs)
	if (locale === "es") return es_pay_err_unknown_plan(inputs)
	if (locale === "pt-BR") return pt_br2_pay_err_unknown_plan(inputs)
	if (locale === "ja") return ja_pay_err_unknown_plan(inputs)
	if (locale === "ko") return ko_pay_err_unknown_plan(inputs)
	return en_pay_err_unknown_plan(inputs)
});