/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ plan: NonNullable<unknown> }} Plans_Cta_WithInputs */

const en_plans_cta_with = /** @type {(inputs: Plans_Cta_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`with ${i?.plan}`)
};

const de_plans_cta_with = /** @type {(inputs: Plans_Cta_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`mit ${i?.plan}`)
};

const fr_plans_cta_with = /** @type {(inputs: Plans_Cta_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`avec ${i?.plan}`)
};

const es_plans_cta_with = /** @type {(inputs: Plans_Cta_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`con ${i?.plan}`)
};

const pt_br2_plans_cta_with = /** @type {(inputs: Plans_Cta_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`com ${i?.plan}`)
};

const ja_plans_cta_with = /** @type {(inputs: Plans_Cta_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`（${i?.plan}）`)
};

const ko_plans_cta_with = /** @type {(inputs: Plans_Cta_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`(${i?.plan})`)
};

/**
* | output |
* | --- |
* | "with {plan}" |
*
* @param {Plans_Cta_WithInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const plans_cta_with = /** @type {((inputs: Plans_Cta_WithInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Cta_WithInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_plans_cta_with(inputs)
	if (locale === "fr") return fr_plans_cta_with(inputs)
	if (locale === "es") return es_plans_cta_with(inputs)
	if (locale === "pt-BR") return pt_br2_plans_cta_with(inputs)
	if (locale === "ja") return ja_plans_cta_with(inputs)
	if (locale === "ko") return ko_plans_cta_with(inputs)
	return en_plans_cta_with(inputs)
});