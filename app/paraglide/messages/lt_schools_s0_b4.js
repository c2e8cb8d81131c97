/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lt_Schools_S0_B4Inputs */

const en_lt_schools_s0_b4 = /** @type {(inputs: Lt_Schools_S0_B4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Groups`)
};

const de_lt_schools_s0_b4 = /** @type {(inputs: Lt_Schools_S0_B4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gruppen`)
};

const fr_lt_schools_s0_b4 = /** @type {(inputs: Lt_Schools_S0_B4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les groupes`)
};

const es_lt_schools_s0_b4 = /** @type {(inputs: Lt_Schools_S0_B4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Grupos`)
};

const pt_br2_lt_schools_s0_b4 = /** @type {(inputs: Lt_Schools_S0_B4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Grupos`)
};

const ja_lt_schools_s0_b4 = /** @type {(inputs: Lt_Schools_S0_B4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`グループ`)
};

const ko_lt_schools_s0_b4 = /** @type {(inputs: Lt_Schools_S0_B4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`그룹`)
};

/**
* | output |
* | --- |
* | "Groups" |
*
* @param {Lt_Schools_S0_B4Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_schools_s0_b4 = /** @type {((inputs?: Lt_Schools_S0_B4Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lt_Schools_S0_B4Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_lt_schools_s0_b4(inputs)
	if (locale === "fr") return fr_lt_schools_s0_b4(inputs)
	if (locale === "es") return es_lt_schools_s0_b4(inputs)
	if (locale === "pt-BR") return pt_br2_lt_schools_s0_b4(inputs)
	if (locale === "ja") return ja_lt_schools_s0_b4(inputs)
	if (locale === "ko") return ko_lt_schools_s0_b4(inputs)
	return en_lt_schools_s0_b4(inputs)
});