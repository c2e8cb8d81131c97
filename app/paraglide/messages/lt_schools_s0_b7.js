/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lt_Schools_S0_B7Inputs */

const en_lt_schools_s0_b7 = /** @type {(inputs: Lt_Schools_S0_B7Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Achievements`)
};

const de_lt_schools_s0_b7 = /** @type {(inputs: Lt_Schools_S0_B7Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erfolge`)
};

const fr_lt_schools_s0_b7 = /** @type {(inputs: Lt_Schools_S0_B7Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les succès`)
};

const es_lt_schools_s0_b7 = /** @type {(inputs: Lt_Schools_S0_B7Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Logros`)
};

const pt_br2_lt_schools_s0_b7 = /** @type {(inputs: Lt_Schools_S0_B7Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conquistas`)
};

const ja_lt_schools_s0_b7 = /** @type {(inputs: Lt_Schools_S0_B7Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`実績`)
};

const ko_lt_schools_s0_b7 = /** @type {(inputs: Lt_Schools_S0_B7Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`도전 과제`)
};

/**
* | output |
* | --- |
* | "Achievements" |
*
* @param {Lt_Schools_S0_B7Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_schools_s0_b7 = /** @type {((inputs?: Lt_Schools_S0_B7Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lt_Schools_S0_B7Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_lt_schools_s0_b7(inputs)
	if (locale === "fr") return fr_lt_schools_s0_b7(inputs)
	if (locale === "es") return es_lt_schools_s0_b7(inputs)
	if (locale === "pt-BR") return pt_br2_lt_schools_s0_b7(inputs)
	if (locale === "ja") return ja_lt_schools_s0_b7(inputs)
	if (locale === "ko") return ko_lt_schools_s0_b7(inputs)
	return en_lt_schools_s0_b7(inputs)
});