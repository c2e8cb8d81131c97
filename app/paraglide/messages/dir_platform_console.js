/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dir_Platform_ConsoleInputs */

const en_dir_platform_console = /** @type {(inputs: Dir_Platform_ConsoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Console`)
};

const de_dir_platform_console = /** @type {(inputs: Dir_Platform_ConsoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Konsole`)
};

const fr_dir_platform_console = /** @type {(inputs: Dir_Platform_ConsoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Console`)
};

const es_dir_platform_console = /** @type {(inputs: Dir_Platform_ConsoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Consola`)
};

const pt_br2_dir_platform_console = /** @type {(inputs: Dir_Platform_ConsoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Console`)
};

const ja_dir_platform_console = /** @type {(inputs: Dir_Platform_ConsoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`コンソール`)
};

const ko_dir_platform_console = /** @type {(inputs: Dir_Platform_ConsoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`콘솔`)
};

/**
* | output |
* | --- |
* | "Console" |
*
* @param {Dir_Platform_ConsoleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dir_platform_console = /** @type {((inputs?: Dir_Platform_ConsoleInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dir_Platform_ConsoleInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dir_platform_console(inputs)
	if (locale === "fr") return fr_dir_platform_console(inputs)
	if (locale === "es") return es_dir_platform_console(inputs)
	if (locale === "pt-BR") return pt_br2_dir_platform_console(inputs)
	if (locale === "ja") return ja_dir_platform_console(inputs)
	if (locale === "ko") return ko_dir_platform_console(inputs)
	return en_dir_platform_console(inputs)
});