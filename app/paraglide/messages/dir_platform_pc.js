/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dir_Platform_PcInputs */

const en_dir_platform_pc = /** @type {(inputs: Dir_Platform_PcInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PC`)
};

const de_dir_platform_pc = /** @type {(inputs: Dir_Platform_PcInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PC`)
};

const fr_dir_platform_pc = /** @type {(inputs: Dir_Platform_PcInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PC`)
};

const es_dir_platform_pc = /** @type {(inputs: Dir_Platform_PcInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PC`)
};

const pt_br2_dir_platform_pc = /** @type {(inputs: Dir_Platform_PcInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PC`)
};

const ja_dir_platform_pc = /** @type {(inputs: Dir_Platform_PcInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PC`)
};

const ko_dir_platform_pc = /** @type {(inputs: Dir_Platform_PcInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PC`)
};

/**
* | output |
* | --- |
* | "PC" |
*
* @param {Dir_Platform_PcInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dir_platform_pc = /** @type {((inputs?: Dir_Platform_PcInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dir_Platform_PcInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dir_platform_pc(inputs)
	if (locale === "fr") return fr_dir_platform_pc(inputs)
	if (locale === "es") return es_dir_platform_pc(inputs)
	if (locale === "pt-BR") return pt_br2_dir_platform_pc(inputs)
	if (locale === "ja") return ja_dir_platform_pc(inputs)
	if (locale === "ko") return ko_dir_platform_pc(inputs)
	return en_dir_platform_pc(inputs)
});