/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Subscription_F5Inputs */

const en_plans_subscription_f5 = /** @type {(inputs: Plans_Subscription_F5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Technical support`)
};

const de_plans_subscription_f5 = /** @type {(inputs: Plans_Subscription_F5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Technischer Support`)
};

const fr_plans_subscription_f5 = /** @type {(inputs: Plans_Subscription_F5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Support technique`)
};

const es_plans_subscription_f5 = /** @type {(inputs: Plans_Subscription_F5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Soporte técnico`)
};

const pt_br2_plans_subscription_f5 = /** @type {(inputs: Plans_Subscription_F5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suporte técnico`)
};

const ja_plans_subscription_f5 = /** @type {(inputs: Plans_Subscription_F5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`技術サポート`)
};

const ko_plans_subscription_f5 = /** @type {(inputs: Plans_Subscription_F5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`기술 지원`)
};

/**
* | output |
* | --- |
* | "Technical support" |
*
* @param {Plans_Subscription_F5Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const plans_subscription_f5 = /** @type {((inputs?: Plans_Subscription_F5Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Subscription_F5Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_plans_subscription_f5(inputs)
	if (locale === "fr") return fr_plans_subscription_f5(inputs)
	if (locale === "es") return es_plans_subscription_f5(inputs)
	if (locale === "pt-BR") return pt_br2_plans_subscription_f5(inputs)
	if (locale === "ja") return ja_plans_subscription_f5(inputs)
	if (locale === "ko") return ko_plans_subscription_f5(inputs)
	return en_plans_subscription_f5(inputs)
});