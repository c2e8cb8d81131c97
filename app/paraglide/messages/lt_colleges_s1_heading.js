/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lt_Colleges_S1_HeadingInputs */

const en_lt_colleges_s1_heading = /** @type {(inputs: Lt_Colleges_S1_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Build a Community`)
};

const de_lt_colleges_s1_heading = /** @type {(inputs: Lt_Colleges_S1_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bauen Sie eine Community auf`)
};

const fr_lt_colleges_s1_heading = /** @type {(inputs: Lt_Colleges_S1_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Créez une communauté`)
};

const es_lt_colleges_s1_heading = /** @type {(inputs: Lt_Colleges_S1_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crea una comunidad`)
};

const pt_br2_lt_colleges_s1_heading = /** @type {(inputs: Lt_Colleges_S1_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Construa uma comunidade`)
};

const ja_lt_colleges_s1_heading = /** @type {(inputs: Lt_Colleges_S1_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`コミュニティをつくる`)
};

const ko_lt_colleges_s1_heading = /** @type {(inputs: Lt_Colleges_S1_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`커뮤니티를 만드세요`)
};

/**
* | output |
* | --- |
* | "Build a Community" |
*
* @param {Lt_Colleges_S1_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_colleges_s1_heading = /** @type {((inputs?: Lt_Colleges_S1_HeadingInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lt_Colleges_S1_HeadingInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_lt_colleges_s1_heading(inputs)
	if (locale === "fr") return fr_lt_colleges_s1_heading(inputs)
	if (locale === "es") return es_lt_colleges_s1_heading(inputs)
	if (locale === "pt-BR") return pt_br2_lt_colleges_s1_heading(inputs)
	if (locale === "ja") return ja_lt_colleges_s1_heading(inputs)
	if (locale === "ko") return ko_lt_colleges_s1_heading(inputs)
	return en_lt_colleges_s1_heading(inputs)
});