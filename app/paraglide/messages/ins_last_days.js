/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ days: NonNullable<unknown> }} Ins_Last_DaysInputs */

const en_ins_last_days = /** @type {(inputs: Ins_Last_DaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Last ${i?.days} days`)
};

const de_ins_last_days = /** @type {(inputs: Ins_Last_DaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Letzte ${i?.days} Tage`)
};

const fr_ins_last_days = /** @type {(inputs: Ins_Last_DaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.days} derniers jours`)
};

const es_ins_last_days = /** @type {(inputs: Ins_Last_DaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Últimos ${i?.days} días`)
};

const pt_br2_ins_last_days = /** @type {(inputs: Ins_Last_DaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Últimos ${i?.days} dias`)
};

const ja_ins_last_days = /** @type {(inputs: Ins_Last_DaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`過去${i?.days}日間`)
};

const ko_ins_last_days = /** @type {(inputs: Ins_Last_DaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`최근 ${i?.days}일`)
};

/**
* | output |
* | --- |
* | "Last {days} days" |
*
* @param {Ins_Last_DaysInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const ins_last_days = /** @type {((inputs: Ins_Last_DaysInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ins_Last_DaysInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ins_last_days(inputs)
	if (locale === "fr") return fr_ins_last_days(inputs)
	if (locale === "es") return es_ins_last_days(inputs)
	if (locale === "pt-BR") return pt_br2_ins_last_days(inputs)
	if (locale === "ja") return ja_ins_last_days(inputs)
	if (locale === "ko") return ko_ins_last_days(inputs)
	return en_ins_last_days(inputs)
});