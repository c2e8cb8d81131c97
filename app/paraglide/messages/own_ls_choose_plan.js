/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Own_Ls_Choose_PlanInputs */

const en_own_ls_choose_plan = /** @type {(inputs: Own_Ls_Choose_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a plan`)
};

const de_own_ls_choose_plan = /** @type {(inputs: Own_Ls_Choose_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plan wählen`)
};

const fr_own_ls_choose_plan = /** @type {(inputs: Own_Ls_Choose_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisir une offre`)
};

const es_own_ls_choose_plan = /** @type {(inputs: Own_Ls_Choose_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elegir un plan`)
};

const pt_br2_own_ls_choose_plan = /** @type {(inputs: Own_Ls_Choose_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escolher um plano`)
};

const ja_own_ls_choose_plan = /** @type {(inputs: Own_Ls_Choose_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`プランを選ぶ`)
};

const ko_own_ls_choose_plan = /** @type {(inputs: Own_Ls_Choose_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`플랜 선택`)
};

/**
* | output |
* | --- |
* | "Choose a plan" |
*
* @param {Own_Ls_Choose_PlanInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_ls_choose_plan = /** @type {((inputs?: Own_Ls_Choose_PlanInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Ls_Choose_PlanInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_ls_choose_plan(inputs)
	if (locale === "fr") return fr_own_ls_choose_plan(inputs)
	if (locale === "es") return es_own_ls_choose_plan(inputs)
	if (locale === "pt-BR") return pt_br2_own_ls_choose_plan(inputs)
	if (locale === "ja") return ja_own_ls_choose_plan(inputs)
	if (locale === "ko") return ko_own_ls_choose_plan(inputs)
	return en_own_ls_choose_plan(inputs)
});