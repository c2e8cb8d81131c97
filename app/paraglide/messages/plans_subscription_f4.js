/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Subscription_F4Inputs */

const en_plans_subscription_f4 = /** @type {(inputs: Plans_Subscription_F4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chat community for owners`)
};

const de_plans_subscription_f4 = /** @type {(inputs: Plans_Subscription_F4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chat-Community für Betreiber`)
};

const fr_plans_subscription_f4 = /** @type {(inputs: Plans_Subscription_F4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Communauté de discussion des gérants`)
};

const es_plans_subscription_f4 = /** @type {(inputs: Plans_Subscription_F4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comunidad de chat para dueños`)
};

const pt_br2_plans_subscription_f4 = /** @type {(inputs: Plans_Subscription_F4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comunidade de chat para donos`)
};

const ja_plans_subscription_f4 = /** @type {(inputs: Plans_Subscription_F4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`オーナー向けチャットコミュニティ`)
};

const ko_plans_subscription_f4 = /** @type {(inputs: Plans_Subscription_F4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`운영자 채팅 커뮤니티`)
};

/**
* | output |
* | --- |
* | "Chat community for owners" |
*
* @param {Plans_Subscription_F4Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const plans_subscription_f4 = /** @type {((inputs?: Plans_Subscription_F4Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Subscription_F4Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_plans_subscription_f4(inputs)
	if (locale === "fr") return fr_plans_subscription_f4(inputs)
	if (locale === "es") return es_plans_subscription_f4(inputs)
	if (locale === "pt-BR") return pt_br2_plans_subscription_f4(inputs)
	if (locale === "ja") return ja_plans_subscription_f4(inputs)
	if (locale === "ko") return ko_plans_subscription_f4(inputs)
	return en_plans_subscription_f4(inputs)
});