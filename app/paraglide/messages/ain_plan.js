/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ain_PlanInputs */

const en_ain_plan = /** @type {(inputs: Ain_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plan`)
};

const de_ain_plan = /** @type {(inputs: Ain_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarif`)
};

const fr_ain_plan = /** @type {(inputs: Ain_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Formule`)
};

const es_ain_plan = /** @type {(inputs: Ain_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plan`)
};

const pt_br2_ain_plan = /** @type {(inputs: Ain_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plano`)
};

const ja_ain_plan = /** @type {(inputs: Ain_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`プラン`)
};

const ko_ain_plan = /** @type {(inputs: Ain_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`플랜`)
};

/**
* | output |
* | --- |
* | "Plan" |
*
* @param {Ain_PlanInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const ain_plan = /** @type {((inputs?: Ain_PlanInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ain_PlanInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ain_plan(inputs)
	if (locale === "fr") return fr_ain_plan(inputs)
	if (locale === "es") return es_ain_plan(inputs)
	if (locale === "pt-BR") return pt_br2_ain_plan(inputs)
	if (locale === "ja") return ja_ain_plan(inputs)
	if (locale === "ko") return ko_ain_plan(inputs)
	return en_ain_plan(inputs)
});