/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_Continue_PlansInputs */

const en_reg_continue_plans = /** @type {(inputs: Reg_Continue_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continue to plans`)
};

const de_reg_continue_plans = /** @type {(inputs: Reg_Continue_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weiter zu den Tarifen`)
};

const fr_reg_continue_plans = /** @type {(inputs: Reg_Continue_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continuer vers les offres`)
};

const es_reg_continue_plans = /** @type {(inputs: Reg_Continue_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continuar a los planes`)
};

const pt_br2_reg_continue_plans = /** @type {(inputs: Reg_Continue_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continuar para os planos`)
};

const ja_reg_continue_plans = /** @type {(inputs: Reg_Continue_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`プランへ進む`)
};

const ko_reg_continue_plans = /** @type {(inputs: Reg_Continue_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`요금제로 계속`)
};

/**
* | output |
* | --- |
* | "Continue to plans" |
*
* @param {Reg_Continue_PlansInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_continue_plans = /** @type {((inputs?: Reg_Continue_PlansInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_Continue_PlansInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_continue_plans(inputs)
	if (locale === "fr") return fr_reg_continue_plans(inputs)
	if (locale === "es") return es_reg_continue_plans(inputs)
	if (locale === "pt-BR") return pt_br2_reg_continue_plans(inputs)
	if (locale === "ja") return ja_reg_continue_plans(inputs)
	if (locale === "ko") return ko_reg_continue_plans(inputs)
	return en_reg_continue_plans(inputs)
});