/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ day: NonNullable<unknown> }} Reg_First_RangeInputs */

const en_reg_first_range = /** @type {(inputs: Reg_First_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.day}, first range: `)
};

const de_reg_first_range = /** @type {(inputs: Reg_First_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.day}, erster Zeitraum: `)
};

const fr_reg_first_range = /** @type {(inputs: Reg_First_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.day}, première plage : `)
};

const es_reg_first_range = /** @type {(inputs: Reg_First_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.day}, primer tramo: `)
};

const pt_br2_reg_first_range = /** @type {(inputs: Reg_First_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.day}, primeiro período: `)
};

const ja_reg_first_range = /** @type {(inputs: Reg_First_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.day}・1つ目の時間帯：`)
};

const ko_reg_first_range = /** @type {(inputs: Reg_First_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.day}, 첫 번째 시간대: `)
};

/**
* | output |
* | --- |
* | "{day}, first range:" |
*
* @param {Reg_First_RangeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_first_range = /** @type {((inputs: Reg_First_RangeInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_First_RangeInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_first_range(inputs)
	if (locale === "fr") return fr_reg_first_range(inputs)
	if (locale === "es") return es_reg_first_range(inputs)
	if (locale === "pt-BR") return pt_br2_reg_first_range(inputs)
	if (locale === "ja") return ja_reg_first_range(inputs)
	if (locale === "ko") return ko_reg_first_range(inputs)
	return en_reg_first_range(inputs)
});