/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_Platform_ConsoleInputs */

const en_reg_platform_console = /** @type {(inputs: Reg_Platform_ConsoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Console`)
};

const de_reg_platform_console = /** @type {(inputs: Reg_Platform_ConsoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Konsole`)
};

const fr_reg_platform_console = /** @type {(inputs: Reg_Platform_ConsoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Console`)
};

const es_reg_platform_console = /** @type {(inputs: Reg_Platform_ConsoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Consola`)
};

const pt_br2_reg_platform_console = /** @type {(inputs: Reg_Platform_ConsoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Console`)
};

const ja_reg_platform_console = /** @type {(inputs: Reg_Platform_ConsoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`家庭用ゲーム機`)
};

const ko_reg_platform_console = /** @type {(inputs: Reg_Platform_ConsoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`콘솔`)
};

/**
* | output |
* | --- |
* | "Console" |
*
* @param {Reg_Platform_ConsoleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_platform_console = /** @type {((inputs?: Reg_Platform_ConsoleInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_Platform_ConsoleInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_platform_console(inputs)
	if (locale === "fr") return fr_reg_platform_console(inputs)
	if (locale === "es") return es_reg_platform_console(inputs)
	if (locale === "pt-BR") return pt_br2_reg_platform_console(inputs)
	if (locale === "ja") return ja_reg_platform_console(inputs)
	if (locale === "ko") return ko_reg_platform_console(inputs)
	return en_reg_platform_console(inputs)
});