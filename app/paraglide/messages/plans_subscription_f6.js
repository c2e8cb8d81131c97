/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Subscription_F6Inputs */

const en_plans_subscription_f6 = /** @type {(inputs: Plans_Subscription_F6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Priority listing`)
};

const de_plans_subscription_f6 = /** @type {(inputs: Plans_Subscription_F6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bevorzugte Platzierung`)
};

const fr_plans_subscription_f6 = /** @type {(inputs: Plans_Subscription_F6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Référencement prioritaire`)
};

const es_plans_subscription_f6 = /** @type {(inputs: Plans_Subscription_F6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Posición prioritaria`)
};

const pt_br2_plans_subscription_f6 = /** @type {(inputs: Plans_Subscription_F6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Destaque prioritário`)
};

const ja_plans_subscription_f6 = /** @type {(inputs: Plans_Subscription_F6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`優先掲載`)
};

const ko_plans_subscription_f6 = /** @type {(inputs: Plans_Subscription_F6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`우선 노출`)
};

/**
* | output |
* | --- |
* | "Priority listing" |
*
* @param {Plans_Subscription_F6Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const plans_subscription_f6 = /** @type {((inputs?: Plans_Subscription_F6Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Subscription_F6Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_plans_subscription_f6(inputs)
	if (locale === "fr") return fr_plans_subscription_f6(inputs)
	if (locale === "es") return es_plans_subscription_f6(inputs)
	if (locale === "pt-BR") return pt_br2_plans_subscription_f6(inputs)
	if (locale === "ja") return ja_plans_subscription_f6(inputs)
	if (locale === "ko") return ko_plans_subscription_f6(inputs)
	return en_plans_subscription_f6(inputs)
});