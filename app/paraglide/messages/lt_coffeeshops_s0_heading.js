/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lt_Coffeeshops_S0_HeadingInputs */

const en_lt_coffeeshops_s0_heading = /** @type {(inputs: Lt_Coffeeshops_S0_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Simple by Design`)
};

const de_lt_coffeeshops_s0_heading = /** @type {(inputs: Lt_Coffeeshops_S0_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Einfach durchdacht`)
};

const fr_lt_coffeeshops_s0_heading = /** @type {(inputs: Lt_Coffeeshops_S0_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Simple par nature`)
};

const es_lt_coffeeshops_s0_heading = /** @type {(inputs: Lt_Coffeeshops_S0_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sencillo por diseño`)
};

const pt_br2_lt_coffeeshops_s0_heading = /** @type {(inputs: Lt_Coffeeshops_S0_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Simples por natureza`)
};

const ja_lt_coffeeshops_s0_heading = /** @type {(inputs: Lt_Coffeeshops_S0_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`シンプルな設計`)
};

const ko_lt_coffeeshops_s0_heading = /** @type {(inputs: Lt_Coffeeshops_S0_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`처음부터 단순하게`)
};

/**
* | output |
* | --- |
* | "Simple by Design" |
*
* @param {Lt_Coffeeshops_S0_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_coffeeshops_s0_heading = /** @type {((inputs?: Lt_Coffeeshops_S0_HeadingInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lt_Coffeeshops_S0_HeadingInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_lt_coffeeshops_s0_heading(inputs)
	if (locale === "fr") return fr_lt_coffeeshops_s0_heading(inputs)
	if (locale === "es") return es_lt_coffeeshops_s0_heading(inputs)
	if (locale === "pt-BR") return pt_br2_lt_coffeeshops_s0_heading(inputs)
	if (locale === "ja") return ja_lt_coffeeshops_s0_heading(inputs)
	if (locale === "ko") return ko_lt_coffeeshops_s0_heading(inputs)
	return en_lt_coffeeshops_s0_heading(inputs)
});