/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ins_MonthInputs */

const en_ins_month = /** @type {(inputs: Ins_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Month`)
};

const de_ins_month = /** @type {(inputs: Ins_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Monat`)
};

const fr_ins_month = /** @type {(inputs: Ins_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mois`)
};

const es_ins_month = /** @type {(inputs: Ins_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mes`)
};

const pt_br2_ins_month = /** @type {(inputs: Ins_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mês`)
};

const ja_ins_month = /** @type {(inputs: Ins_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`月`)
};

const ko_ins_month = /** @type {(inputs: Ins_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`월`)
};

/**
* | output |
* | --- |
* | "Month" |
*
* @param {Ins_MonthInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const ins_month = /** @type {((inputs?: Ins_MonthInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ins_MonthInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ins_month(inputs)
	if (locale === "fr") return fr_ins_month(inputs)
	if (locale === "es") return es_ins_month(inputs)
	if (locale === "pt-BR") return pt_br2_ins_month(inputs)
	if (locale === "ja") return ja_ins_month(inputs)
	if (locale === "ko") return ko_ins_month(inputs)
	return en_ins_month(inputs)
});