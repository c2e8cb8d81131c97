/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lt_Schools_S0_B5Inputs */

const en_lt_schools_s0_b5 = /** @type {(inputs: Lt_Schools_S0_B5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profiles`)
};

const de_lt_schools_s0_b5 = /** @type {(inputs: Lt_Schools_S0_B5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profile`)
};

const fr_lt_schools_s0_b5 = /** @type {(inputs: Lt_Schools_S0_B5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les profils`)
};

const es_lt_schools_s0_b5 = /** @type {(inputs: Lt_Schools_S0_B5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Perfiles`)
};

const pt_br2_lt_schools_s0_b5 = /** @type {(inputs: Lt_Schools_S0_B5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Perfis`)
};

const ja_lt_schools_s0_b5 = /** @type {(inputs: Lt_Schools_S0_B5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`プロフィール`)
};

const ko_lt_schools_s0_b5 = /** @type {(inputs: Lt_Schools_S0_B5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`프로필`)
};

/**
* | output |
* | --- |
* | "Profiles" |
*
* @param {Lt_Schools_S0_B5Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_schools_s0_b5 = /** @type {((inputs?: Lt_Schools_S0_B5Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lt_Schools_S0_B5Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_lt_schools_s0_b5(inputs)
	if (locale === "fr") return fr_lt_schools_s0_b5(inputs)
	if (locale === "es") return es_lt_schools_s0_b5(inputs)
	if (locale === "pt-BR") return pt_br2_lt_schools_s0_b5(inputs)
	if (locale === "ja") return ja_lt_schools_s0_b5(inputs)
	if (locale === "ko") return ko_lt_schools_s0_b5(inputs)
	return en_lt_schools_s0_b5(inputs)
});