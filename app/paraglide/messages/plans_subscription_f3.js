/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Subscription_F3Inputs */

const en_plans_subscription_f3 = /** @type {(inputs: Plans_Subscription_F3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Showcases and developer partnerships`)
};

const de_plans_subscription_f3 = /** @type {(inputs: Plans_Subscription_F3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Showcases und Partnerschaften mit Entwicklern`)
};

const fr_plans_subscription_f3 = /** @type {(inputs: Plans_Subscription_F3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Showcases et partenariats avec des développeurs`)
};

const es_plans_subscription_f3 = /** @type {(inputs: Plans_Subscription_F3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Showcases y alianzas con desarrolladores`)
};

const pt_br2_plans_subscription_f3 = /** @type {(inputs: Plans_Subscription_F3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Showcases e parcerias com desenvolvedores`)
};

const ja_plans_subscription_f3 = /** @type {(inputs: Plans_Subscription_F3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ショーケースと開発会社との提携`)
};

const ko_plans_subscription_f3 = /** @type {(inputs: Plans_Subscription_F3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`쇼케이스와 개발사 제휴`)
};

/**
* | output |
* | --- |
* | "Showcases and developer partnerships" |
*
* @param {Plans_Subscription_F3Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const plans_subscription_f3 = /** @type {((inputs?: Plans_Subscription_F3Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Subscription_F3Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_plans_subscription_f3(inputs)
	if (locale === "fr") return fr_plans_subscription_f3(inputs)
	if (locale === "es") return es_plans_subscription_f3(inputs)
	if (locale === "pt-BR") return pt_br2_plans_subscription_f3(inputs)
	if (locale === "ja") return ja_plans_subscription_f3(inputs)
	if (locale === "ko") return ko_plans_subscription_f3(inputs)
	return en_plans_subscription_f3(inputs)
});