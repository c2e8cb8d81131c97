/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Subscription_F2Inputs */

const en_plans_subscription_f2 = /** @type {(inputs: Plans_Subscription_F2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PC café game library`)
};

const de_plans_subscription_f2 = /** @type {(inputs: Plans_Subscription_F2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PC-Café-Spielebibliothek`)
};

const fr_plans_subscription_f2 = /** @type {(inputs: Plans_Subscription_F2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ludothèque PC café`)
};

const es_plans_subscription_f2 = /** @type {(inputs: Plans_Subscription_F2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Biblioteca de juegos para PC cafés`)
};

const pt_br2_plans_subscription_f2 = /** @type {(inputs: Plans_Subscription_F2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Biblioteca de jogos para PC cafés`)
};

const ja_plans_subscription_f2 = /** @type {(inputs: Plans_Subscription_F2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PCカフェ向けゲームライブラリ`)
};

const ko_plans_subscription_f2 = /** @type {(inputs: Plans_Subscription_F2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PC방 게임 라이브러리`)
};

/**
* | output |
* | --- |
* | "PC café game library" |
*
* @param {Plans_Subscription_F2Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const plans_subscription_f2 = /** @type {((inputs?: Plans_Subscription_F2Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Subscription_F2Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_plans_subscription_f2(inputs)
	if (locale === "fr") return fr_plans_subscription_f2(inputs)
	if (locale === "es") return es_plans_subscription_f2(inputs)
	if (locale === "pt-BR") return pt_br2_plans_subscription_f2(inputs)
	if (locale === "ja") return ja_plans_subscription_f2(inputs)
	if (locale === "ko") return ko_plans_subscription_f2(inputs)
	return en_plans_subscription_f2(inputs)
});