/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ example: NonNullable<unknown> }} Reg_ExampleInputs */

const en_reg_example = /** @type {(inputs: Reg_ExampleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`e.g. ${i?.example}`)
};

const de_reg_example = /** @type {(inputs: Reg_ExampleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`z. B. ${i?.example}`)
};

const fr_reg_example = /** @type {(inputs: Reg_ExampleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ex. ${i?.example}`)
};

const es_reg_example = /** @type {(inputs: Reg_ExampleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`p. ej. ${i?.example}`)
};

const pt_br2_reg_example = /** @type {(inputs: Reg_ExampleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ex.: ${i?.example}`)
};

const ja_reg_example = /** @type {(inputs: Reg_ExampleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`例：${i?.example}`)
};

const ko_reg_example = /** @type {(inputs: Reg_ExampleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`예: ${i?.example}`)
};

/**
* | output |
* | --- |
* | "e.g. {example}" |
*
* @param {Reg_ExampleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_example = /** @type {((inputs: Reg_ExampleInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_ExampleInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_example(inputs)
	if (locale === "fr") return fr_reg_example(inputs)
	if (locale === "es") return es_reg_example(inputs)
	if (locale === "pt-BR") return pt_br2_reg_example(inputs)
	if (locale === "ja") return ja_reg_example(inputs)
	if (locale === "ko") return ko_reg_example(inputs)
	return en_reg_example(inputs)
});