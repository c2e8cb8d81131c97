/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lt_Schools_S0_B3Inputs */

const en_lt_schools_s0_b3 = /** @type {(inputs: Lt_Schools_S0_B3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chat`)
};

const de_lt_schools_s0_b3 = /** @type {(inputs: Lt_Schools_S0_B3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chat`)
};

const fr_lt_schools_s0_b3 = /** @type {(inputs: Lt_Schools_S0_B3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le chat`)
};

const es_lt_schools_s0_b3 = /** @type {(inputs: Lt_Schools_S0_B3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chat`)
};

const pt_br2_lt_schools_s0_b3 = /** @type {(inputs: Lt_Schools_S0_B3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chat`)
};

const ja_lt_schools_s0_b3 = /** @type {(inputs: Lt_Schools_S0_B3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`チャット`)
};

const ko_lt_schools_s0_b3 = /** @type {(inputs: Lt_Schools_S0_B3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`채팅`)
};

/**
* | output |
* | --- |
* | "Chat" |
*
* @param {Lt_Schools_S0_B3Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_schools_s0_b3 = /** @type {((inputs?: Lt_Schools_S0_B3Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lt_Schools_S0_B3Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_lt_schools_s0_b3(inputs)
	if (locale === "fr") return fr_lt_schools_s0_b3(inputs)
	if (locale === "es") return es_lt_schools_s0_b3(inputs)
	if (locale === "pt-BR") return pt_br2_lt_schools_s0_b3(inputs)
	if (locale === "ja") return ja_lt_schools_s0_b3(inputs)
	if (locale === "ko") return ko_lt_schools_s0_b3(inputs)
	return en_lt_schools_s0_b3(inputs)
});