/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_Platform_PcInputs */

const en_reg_platform_pc = /** @type {(inputs: Reg_Platform_PcInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PC`)
};

const de_reg_platform_pc = /** @type {(inputs: Reg_Platform_PcInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PC`)
};

const fr_reg_platform_pc = /** @type {(inputs: Reg_Platform_PcInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PC`)
};

const es_reg_platform_pc = /** @type {(inputs: Reg_Platform_PcInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PC`)
};

const pt_br2_reg_platform_pc = /** @type {(inputs: Reg_Platform_PcInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PC`)
};

const ja_reg_platform_pc = /** @type {(inputs: Reg_Platform_PcInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PC`)
};

const ko_reg_platform_pc = /** @type {(inputs: Reg_Platform_PcInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PC`)
};

/**
* | output |
* | --- |
* | "PC" |
*
* @param {Reg_Platform_PcInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_platform_pc = /** @type {((inputs?: Reg_Platform_PcInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_Platform_PcInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_platform_pc(inputs)
	if (locale === "fr") return fr_reg_platform_pc(inputs)
	if (locale === "es") return es_reg_platform_pc(inputs)
	if (locale === "pt-BR") return pt_br2_reg_platform_pc(inputs)
	if (locale === "ja") return ja_reg_platform_pc(inputs)
	if (locale === "ko") return ko_reg_platform_pc(inputs)
	return en_reg_platform_pc(inputs)
});