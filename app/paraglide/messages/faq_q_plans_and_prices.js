/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Faq_Q_Plans_And_PricesInputs */

const en_faq_q_plans_and_prices = /** @type {(inputs: Faq_Q_Plans_And_PricesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How much does membership cost?`)
};

const de_faq_q_plans_and_prices = /** @type {(inputs: Faq_Q_Plans_And_PricesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Was kostet die Mitgliedschaft?`)
};

const fr_faq_q_plans_and_prices = /** @type {(inputs: Faq_Q_Plans_And_PricesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Combien coûte l’adhésion ?`)
};

const es_faq_q_plans_and_prices = /** @type {(inputs: Faq_Q_Plans_And_PricesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Cuánto cuesta la membresía?`)
};

const pt_br2_faq_q_plans_and_prices = /** @type {(inputs: Faq_Q_Plans_And_PricesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quanto custa a assinatura?`)
};

const ja_faq_q_plans_and_prices = /** @type {(inputs: Faq_Q_Plans_And_PricesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`メンバーシップの料金はいくらですか？`)
};

const ko_faq_q_plans_and_prices = /** @type {(inputs: Faq_Q_Plans_And_PricesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`멤버십 비용은 얼마인가요?`)
};

/**
* | output |
* | --- |
* | "How much does membership cost?" |
*
* @param {Faq_Q_Plans_And_PricesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const faq_q_plans_and_prices = /** @type {((inputs?: Faq_Q_Plans_And_PricesInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Faq_Q_Plans_And_PricesInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_faq_q_plans_and_prices(inputs)
	if (locale === "fr") return fr_faq_q_plans_and_prices(inputs)
	if (locale === "es") return es_faq_q_plans_and_prices(inputs)
	if (locale === "pt-BR") return pt_br2_faq_q_plans_and_prices(inputs)
	if (locale === "ja") return ja_faq_q_plans_and_prices(inputs)
	if (locale === "ko") return ko_faq_q_plans_and_prices(inputs)
	return en_faq_q_plans_and_prices(inputs)
});