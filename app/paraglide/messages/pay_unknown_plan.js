/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_Unknown_PlanInputs */

const en_pay_unknown_plan = /** @type {(inputs: Pay_Unknown_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unknown plan`)
};

const de_pay_unknown_plan = /** @type {(inputs: Pay_Unknown_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unbekannter Tarif`)
};

const fr_pay_unknown_plan = /** @type {(inputs: Pay_Unknown_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Formule inconnue`)
};

const es_pay_unknown_plan = /** @type {(inputs: Pay_Unknown_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plan desconocido`)
};

const pt_br2_pay_unknown_plan = /** @type {(inputs: Pay_Unknown_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plano desconhecido`)
};

const ja_pay_unknown_plan = /** @type {(inputs: Pay_Unknown_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`不明なプラン`)
};

const ko_pay_unknown_plan = /** @type {(inputs: Pay_Unknown_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`알 수 없는 요금제`)
};

/**
* | output |
* | --- |
* | "Unknown plan" |
*
* @param {Pay_Unknown_PlanInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pay_unknown_plan = /** @type {((inputs?: Pay_Unknown_PlanInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Unknown_PlanInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pay_unknown_plan(inputs)
	if (locale === "fr") return fr_pay_unknown_plan(inputs)
	if (locale === "es") return es_pay_unknown_plan(inputs)
	if (locale === "pt-BR") return pt_br2_pay_unknown_plan(inputs)
	if (locale === "ja") return ja_pay_unknown_plan(inputs)
	if (locale === "ko") return ko_pay_unknown_plan(inputs)
	return en_pay_unknown_plan(inputs)
});