/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Own_Sub_PlanInputs */

const en_own_sub_plan = /** @type {(inputs: Own_Sub_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plan`)
};

const de_own_sub_plan = /** @type {(inputs: Own_Sub_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plan`)
};

const fr_own_sub_plan = /** @type {(inputs: Own_Sub_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offre`)
};

const es_own_sub_plan = /** @type {(inputs: Own_Sub_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plan`)
};

const pt_br2_own_sub_plan = /** @type {(inputs: Own_Sub_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plano`)
};

const ja_own_sub_plan = /** @type {(inputs: Own_Sub_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`プラン`)
};

const ko_own_sub_plan = /** @type {(inputs: Own_Sub_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`플랜`)
};

/**
* | output |
* | --- |
* | "Plan" |
*
* @param {Own_Sub_PlanInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_sub_plan = /** @type {((inputs?: Own_Sub_PlanInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Sub_PlanInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_sub_plan(inputs)
	if (locale === "fr") return fr_own_sub_plan(inputs)
	if (locale === "es") return es_own_sub_plan(inputs)
	if (locale === "pt-BR") return pt_br2_own_sub_plan(inputs)
	if (locale === "ja") return ja_own_sub_plan(inputs)
	if (locale === "ko") return ko_own_sub_plan(inputs)
	return en_own_sub_plan(inputs)
});