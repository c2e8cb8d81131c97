/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ days: NonNullable<unknown> }} Ins_Previous_DaysInputs */

const en_ins_previous_days = /** @type {(inputs: Ins_Previous_DaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Previous ${i?.days} days`)
};

const de_ins_previous_days = /** @type {(inputs: Ins_Previous_DaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vorherige ${i?.days} Tage`)
};

const fr_ins_previous_days = /** @type {(inputs: Ins_Previous_DaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.days} jours précédents`)
};

const es_ins_previous_days = /** @type {(inputs: Ins_Previous_DaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.days} días anteriores`)
};

const pt_br2_ins_previous_days = /** @type {(inputs: Ins_Previous_DaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.days} dias anteriores`)
};

const ja_ins_previous_days = /** @type {(inputs: Ins_Previous_DaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`前の${i?.days}日間`)
};

const ko_ins_previous_days = /** @type {(inputs: Ins_Previous_DaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`이전 ${i?.days}일`)
};

/**
* | output |
* | --- |
* | "Previous {days} days" |
*
* @param {Ins_Previous_DaysInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const ins_previous_days = /** @type {((inputs: Ins_Previous_DaysInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ins_Previous_DaysInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ins_previous_days(inputs)
	if (locale === "fr") return fr_ins_previous_days(inputs)
	if (locale === "es") return es_ins_previous_days(inputs)
	if (locale === "pt-BR") return pt_br2_ins_previous_days(inputs)
	if (locale === "ja") return ja_ins_previous_days(inputs)
	if (locale === "ko") return ko_ins_previous_days(inputs)
	return en_ins_previous_days(inputs)
});