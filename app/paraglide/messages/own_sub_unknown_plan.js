/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Own_Sub_Unknown_PlanInputs */

const en_own_sub_unknown_plan = /** @type {(inputs: Own_Sub_Unknown_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unknown plan`)
};

const de_own_sub_unknown_plan = /** @type {(inputs: Own_Sub_Unknown_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unbekannter Plan`)
};

const fr_own_sub_unknown_plan = /** @type {(inputs: Own_Sub_Unknown_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offre inconnue`)
};

const es_own_sub_unknown_plan = /** @type {(inputs: Own_Sub_Unknown_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plan desconocido`)
};

const pt_br2_own_sub_unknown_plan = /** @type {(inputs: Own_Sub_Unknown_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plano desconhecido`)
};

const ja_own_sub_unknown_plan = /** @type {(inputs: Own_Sub_Unknown_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`不明なプラン`)
};

const ko_own_sub_unknown_plan = /** @type {(inputs: Own_Sub_Unknown_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`알 수 없는 플랜`)
};

/**
* | output |
* | --- |
* | "Unknown plan" |
*
* @param {Own_Sub_Unknown_PlanInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_sub_unknown_plan = /** @type {((inputs?: Own_Sub_Unknown_PlanInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Sub_Unknown_PlanInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_sub_unknown_plan(inputs)
	if (locale === "fr") return fr_own_sub_unknown_plan(inputs)
	if (locale === "es") return es_own_sub_unknown_plan(inputs)
	if (locale === "pt-BR") return pt_br2_own_sub_unknown_plan(inputs)
	if (locale === "ja") return ja_own_sub_unknown_plan(inputs)
	if (locale === "ko") return ko_own_sub_unknown_plan(inputs)
	return en_own_sub_unknown_plan(inputs)
});