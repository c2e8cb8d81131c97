/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Why4_TitleInputs */

const en_home_why4_title = /** @type {(inputs: Home_Why4_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Up and Running Fast`)
};

const de_home_why4_title = /** @type {(inputs: Home_Why4_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schnell startklar`)
};

const fr_home_why4_title = /** @type {(inputs: Home_Why4_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opérationnel rapidement`)
};

const es_home_why4_title = /** @type {(inputs: Home_Why4_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En marcha enseguida`)
};

const pt_br2_home_why4_title = /** @type {(inputs: Home_Why4_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Funcionando rapidinho`)
};

const ja_home_why4_title = /** @type {(inputs: Home_Why4_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`すぐに始められる`)
};

const ko_home_why4_title = /** @type {(inputs: Home_Why4_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`빠른 시작`)
};

/**
* | output |
* | --- |
* | "Up and Running Fast" |
*
* @param {Home_Why4_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const home_why4_title = /** @type {((inputs?: Home_Why4_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Why4_TitleInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_home_why4_title(inputs)
	if (locale === "fr") return fr_home_why4_title(inputs)
	if (locale === "es") return es_home_why4_title(inputs)
	if (locale === "pt-BR") return pt_br2_home_why4_title(inputs)
	if (locale === "ja") return ja_home_why4_title(inputs)
	if (locale === "ko") return ko_home_why4_title(inputs)
	return en_home_why4_title(inputs)
});