/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Per_MonthInputs */

const en_plans_per_month = /** @type {(inputs: Plans_Per_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`USD per month`)
};

const de_plans_per_month = /** @type {(inputs: Plans_Per_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pro Monat`)
};

const fr_plans_per_month = /** @type {(inputs: Plans_Per_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`par mois`)
};

const es_plans_per_month = /** @type {(inputs: Plans_Per_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`al mes`)
};

const pt_br2_plans_per_month = /** @type {(inputs: Plans_Per_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`por mês`)
};

const ja_plans_per_month = /** @type {(inputs: Plans_Per_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`／月`)
};

const ko_plans_per_month = /** @type {(inputs: Plans_Per_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`/월`)
};

/**
* | output |
* | --- |
* | "USD per month" |
*
* @param {Plans_Per_MonthInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const plans_per_month = /** @type {((inputs?: Plans_Per_MonthInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Per_MonthInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_plans_per_month(inputs)
	if (locale === "fr") return fr_plans_per_month(inputs)
	if (locale === "es") return es_plans_per_month(inputs)
	if (locale === "pt-BR") return pt_br2_plans_per_month(inputs)
	if (locale === "ja") return ja_plans_per_month(inputs)
	if (locale === "ko") return ko_plans_per_month(inputs)
	return en_plans_per_month(inputs)
});