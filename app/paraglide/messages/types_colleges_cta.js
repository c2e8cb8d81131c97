/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Types_Colleges_CtaInputs */

const en_types_colleges_cta = /** @type {(inputs: Types_Colleges_CtaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bring Gaming to Your Campus`)
};

const de_types_colleges_cta = /** @type {(inputs: Types_Colleges_CtaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bringen Sie Gaming auf Ihren Campus`)
};

const fr_types_colleges_cta = /** @type {(inputs: Types_Colleges_CtaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Faites entrer le jeu sur votre campus`)
};

const es_types_colleges_cta = /** @type {(inputs: Types_Colleges_CtaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lleva el gaming a tu campus`)
};

const pt_br2_types_colleges_cta = /** @type {(inputs: Types_Colleges_CtaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leve os games para o seu campus`)
};

const ja_types_colleges_cta = /** @type {(inputs: Types_Colleges_CtaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`キャンパスにゲームを`)
};

const ko_types_colleges_cta = /** @type {(inputs: Types_Colleges_CtaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`캠퍼스에 게임을 들여오세요`)
};

/**
* | output |
* | --- |
* | "Bring Gaming to Your Campus" |
*
* @param {Types_Colleges_CtaInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const types_colleges_cta = /** @type {((inputs?: Types_Colleges_CtaInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Types_Colleges_CtaInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_types_colleges_cta(inputs)
	if (locale === "fr") return fr_types_colleges_cta(inputs)
	if (locale === "es") return es_types_colleges_cta(inputs)
	if (locale === "pt-BR") return pt_br2_types_colleges_cta(inputs)
	if (locale === "ja") return ja_types_colleges_cta(inputs)
	if (locale === "ko") return ko_types_colleges_cta(inputs)
	return en_types_colleges_cta(inputs)
});