/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ day: NonNullable<unknown> }} Reg_Second_RangeInputs */

const en_reg_second_range = /** @type {(inputs: Reg_Second_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.day}, second range: `)
};

const de_reg_second_range = /** @type {(inputs: Reg_Second_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.day}, zweiter Zeitraum: `)
};

const fr_reg_second_range = /** @type {(inputs: Reg_Second_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.day}, deuxième plage : `)
};

const es_reg_second_range = /** @type {(inputs: Reg_Second_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.day}, segundo tramo: `)
};

const pt_br2_reg_second_range = /** @type {(inputs: Reg_Second_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.day}, segundo período: `)
};

const ja_reg_second_range = /** @type {(inputs: Reg_Second_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.day}・2つ目の時間帯：`)
};

const ko_reg_second_range = /** @type {(inputs: Reg_Second_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.day}, 두 번째 시간대: `)
};

/**
* | output |
* | --- |
* | "{day}, second range:" |
*
* @param {Reg_Second_RangeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_second_range = /** @type {((inputs: Reg_Second_RangeInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_Second_RangeInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_second_range(inputs)
	if (locale === "fr") return fr_reg_second_range(inputs)
	if (locale === "es") return es_reg_second_range(inputs)
	if (locale === "pt-BR") return pt_br2_reg_second_range(inputs)
	if (locale === "ja") return ja_reg_second_range(inputs)
	if (locale === "ko") return ko_reg_second_range(inputs)
	return en_reg_second_range(inputs)
});