/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Subscription_SummaryInputs */

const en_plans_subscription_summary = /** @type {(inputs: Plans_Subscription_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The full PC café program: a licensed game library on every machine, and more.`)
};

const de_plans_subscription_summary = /** @type {(inputs: Plans_Subscription_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das komplette PC-Café-Programm: eine lizenzierte Spielebibliothek auf jedem Rechner und mehr.`)
};

const fr_plans_subscription_summary = /** @type {(inputs: Plans_Subscription_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le programme PC café complet : une ludothèque sous licence sur chaque machine, et plus encore.`)
};

const es_plans_subscription_summary = /** @type {(inputs: Plans_Subscription_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El programa completo para PC cafés: una biblioteca de juegos con licencia en cada equipo, y más.`)
};

const pt_br2_plans_subscription_summary = /** @type {(inputs: Plans_Subscription_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O programa completo para PC cafés: uma biblioteca de jogos licenciada em cada máquina, e mais.`)
};

const ja_plans_subscription_summary = /** @type {(inputs: Plans_Subscription_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PCカフェプログラムのすべて：全PCへのライセンス済みゲームライブラリなど。`)
};

const ko_plans_subscription_summary = /** @type {(inputs: Plans_Subscription_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PC방 프로그램의 모든 것: 모든 PC에 라이선스 게임 라이브러리 제공 등.`)
};

/**
* | output |
* | --- |
* | "The full PC café program: a licensed game library on every machine, and more." |
*
* @param {Plans_Subscription_SummaryInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const plans_subscription_summary = /** @type {((inputs?: Plans_Subscription_SummaryInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Subscription_SummaryInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_plans_subscription_summary(inputs)
	if (locale === "fr") return fr_plans_subscription_summary(inputs)
	if (locale === "es") return es_plans_subscription_summary(inputs)
	if (locale === "pt-BR") return pt_br2_plans_subscription_summary(inputs)
	if (locale === "ja") return ja_plans_subscription_summary(inputs)
	if (locale === "ko") return ko_plans_subscription_summary(inputs)
	return en_plans_subscription_summary(inputs)
});