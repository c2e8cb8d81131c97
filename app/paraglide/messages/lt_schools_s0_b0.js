/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lt_Schools_S0_B0Inputs */

const en_lt_schools_s0_b0 = /** @type {(inputs: Lt_Schools_S0_B0Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Store`)
};

const de_lt_schools_s0_b0 = /** @type {(inputs: Lt_Schools_S0_B0Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shop`)
};

const fr_lt_schools_s0_b0 = /** @type {(inputs: Lt_Schools_S0_B0Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La boutique`)
};

const es_lt_schools_s0_b0 = /** @type {(inputs: Lt_Schools_S0_B0Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tienda`)
};

const pt_br2_lt_schools_s0_b0 = /** @type {(inputs: Lt_Schools_S0_B0Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loja`)
};

const ja_lt_schools_s0_b0 = /** @type {(inputs: Lt_Schools_S0_B0Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ストア`)
};

const ko_lt_schools_s0_b0 = /** @type {(inputs: Lt_Schools_S0_B0Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`상점`)
};

/**
* | output |
* | --- |
* | "Store" |
*
* @param {Lt_Schools_S0_B0Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_schools_s0_b0 = /** @type {((inputs?: Lt_Schools_S0_B0Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lt_Schools_S0_B0Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_lt_schools_s0_b0(inputs)
	if (locale === "fr") return fr_lt_schools_s0_b0(inputs)
	if (locale === "es") return es_lt_schools_s0_b0(inputs)
	if (locale === "pt-BR") return pt_br2_lt_schools_s0_b0(inputs)
	if (locale === "ja") return ja_lt_schools_s0_b0(inputs)
	if (locale === "ko") return ko_lt_schools_s0_b0(inputs)
	return en_lt_schools_s0_b0(inputs)
});