/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lt_Colleges_S0_HeadingInputs */

const en_lt_colleges_s0_heading = /** @type {(inputs: Lt_Colleges_S0_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Made for Campus IT`)
};

const de_lt_colleges_s0_heading = /** @type {(inputs: Lt_Colleges_S0_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gemacht für die Campus-IT`)
};

const fr_lt_colleges_s0_heading = /** @type {(inputs: Lt_Colleges_S0_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pensé pour l’informatique du campus`)
};

const es_lt_colleges_s0_heading = /** @type {(inputs: Lt_Colleges_S0_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hecho para la informática del campus`)
};

const pt_br2_lt_colleges_s0_heading = /** @type {(inputs: Lt_Colleges_S0_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Feito para a TI do campus`)
};

const ja_lt_colleges_s0_heading = /** @type {(inputs: Lt_Colleges_S0_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`キャンパスのIT部門に最適`)
};

const ko_lt_colleges_s0_heading = /** @type {(inputs: Lt_Colleges_S0_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`캠퍼스 IT를 위한 설계`)
};

/**
* | output |
* | --- |
* | "Made for Campus IT" |
*
* @param {Lt_Colleges_S0_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_colleges_s0_heading = /** @type {((inputs?: Lt_Colleges_S0_HeadingInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lt_Colleges_S0_HeadingInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_lt_colleges_s0_heading(inputs)
	if (locale === "fr") return fr_lt_colleges_s0_heading(inputs)
	if (locale === "es") return es_lt_colleges_s0_heading(inputs)
	if (locale === "pt-BR") return pt_br2_lt_colleges_s0_heading(inputs)
	if (locale === "ja") return ja_lt_colleges_s0_heading(inputs)
	if (locale === "ko") return ko_lt_colleges_s0_heading(inputs)
	return en_lt_colleges_s0_heading(inputs)
});