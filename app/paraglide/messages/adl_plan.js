/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ status: NonNullable<unknown> }} Adl_PlanInputs */

const en_adl_plan = /** @type {(inputs: Adl_PlanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Plan: ${i?.status}`)
};

const de_adl_plan = /** @type {(inputs: Adl_PlanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tarif: ${i?.status}`)
};

const fr_adl_plan = /** @type {(inputs: Adl_PlanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Formule : ${i?.status}`)
};

const es_adl_plan = /** @type {(inputs: Adl_PlanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Plan: ${i?.status}`)
};

const pt_br2_adl_plan = /** @type {(inputs: Adl_PlanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Plano: ${i?.status}`)
};

const ja_adl_plan = /** @type {(inputs: Adl_PlanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`プラン：${i?.status}`)
};

const ko_adl_plan = /** @type {(inputs: Adl_PlanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`요금제: ${i?.status}`)
};

/**
* | output |
* | --- |
* | "Plan: {status}" |
*
* @param {Adl_PlanInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adl_plan = /** @type {((inputs: Adl_PlanInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adl_PlanInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adl_plan(inputs)
	if (locale === "fr") return fr_adl_plan(inputs)
	if (locale === "es") return es_adl_plan(inputs)
	if (locale === "pt-BR") return pt_br2_adl_plan(inputs)
	if (locale === "ja") return ja_adl_plan(inputs)
	if (locale === "ko") return ko_adl_plan(inputs)
	return en_adl_plan(inputs)
});