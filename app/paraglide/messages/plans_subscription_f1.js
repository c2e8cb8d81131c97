/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Subscription_F1Inputs */

const en_plans_subscription_f1 = /** @type {(inputs: Plans_Subscription_F1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Everything in Verified Listing`)
};

const de_plans_subscription_f1 = /** @type {(inputs: Plans_Subscription_F1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alles aus Verified Listing`)
};

const fr_plans_subscription_f1 = /** @type {(inputs: Plans_Subscription_F1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tout le contenu de Verified Listing`)
};

const es_plans_subscription_f1 = /** @type {(inputs: Plans_Subscription_F1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todo lo de Verified Listing`)
};

const pt_br2_plans_subscription_f1 = /** @type {(inputs: Plans_Subscription_F1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tudo do Verified Listing`)
};

const ja_plans_subscription_f1 = /** @type {(inputs: Plans_Subscription_F1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verified Listingのすべて`)
};

const ko_plans_subscription_f1 = /** @type {(inputs: Plans_Subscription_F1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verified Listing의 모든 혜택`)
};

/**
* | output |
* | --- |
* | "Everything in Verified Listing" |
*
* @param {Plans_Subscription_F1Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const plans_subscription_f1 = /** @type {((inputs?: Plans_Subscription_F1Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Subscription_F1Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_plans_subscription_f1(inputs)
	if (locale === "fr") return fr_plans_subscription_f1(inputs)
	if (locale === "es") return es_plans_subscription_f1(inputs)
	if (locale === "pt-BR") return pt_br2_plans_subscription_f1(inputs)
	if (locale === "ja") return ja_plans_subscription_f1(inputs)
	if (locale === "ko") return ko_plans_subscription_f1(inputs)
	return en_plans_subscription_f1(inputs)
});