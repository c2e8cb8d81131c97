/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Types_Schools_CtaInputs */

const en_types_schools_cta = /** @type {(inputs: Types_Schools_CtaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start a Gaming Program at Your School`)
};

const de_types_schools_cta = /** @type {(inputs: Types_Schools_CtaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Starten Sie ein Gaming-Programm an Ihrer Schule`)
};

const fr_types_schools_cta = /** @type {(inputs: Types_Schools_CtaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lancez un programme de jeu dans votre école`)
};

const es_types_schools_cta = /** @type {(inputs: Types_Schools_CtaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pon en marcha un programa de gaming en tu escuela`)
};

const pt_br2_types_schools_cta = /** @type {(inputs: Types_Schools_CtaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comece um programa de games na sua escola`)
};

const ja_types_schools_cta = /** @type {(inputs: Types_Schools_CtaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`学校でゲームプログラムを始めましょう`)
};

const ko_types_schools_cta = /** @type {(inputs: Types_Schools_CtaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`학교에서 게이밍 프로그램을 시작하세요`)
};

/**
* | output |
* | --- |
* | "Start a Gaming Program at Your School" |
*
* @param {Types_Schools_CtaInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const types_schools_cta = /** @type {((inputs?: Types_Schools_CtaInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Types_Schools_CtaInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_types_schools_cta(inputs)
	if (locale === "fr") return fr_types_schools_cta(inputs)
	if (locale === "es") return es_types_schools_cta(inputs)
	if (locale === "pt-BR") return pt_br2_types_schools_cta(inputs)
	if (locale === "ja") return ja_types_schools_cta(inputs)
	if (locale === "ko") return ko_types_schools_cta(inputs)
	return en_types_schools_cta(inputs)
});