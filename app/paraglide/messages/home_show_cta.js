/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Show_CtaInputs */

const en_home_show_cta = /** @type {(inputs: Home_Show_CtaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See Our Games`)
};

const de_home_show_cta = /** @type {(inputs: Home_Show_CtaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unsere Spiele ansehen`)
};

const fr_home_show_cta = /** @type {(inputs: Home_Show_CtaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir nos jeux`)
};

const es_home_show_cta = /** @type {(inputs: Home_Show_CtaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver nuestros juegos`)
};

const pt_br2_home_show_cta = /** @type {(inputs: Home_Show_CtaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver nossos jogos`)
};

const ja_home_show_cta = /** @type {(inputs: Home_Show_CtaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ゲームを見る`)
};

const ko_home_show_cta = /** @type {(inputs: Home_Show_CtaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`게임 보기`)
};

/**
* | output |
* | --- |
* | "See Our Games" |
*
* @param {Home_Show_CtaInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const home_show_cta = /** @type {((inputs?: Home_Show_CtaInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Show_CtaInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_home_show_cta(inputs)
	if (locale === "fr") return fr_home_show_cta(inputs)
	if (locale === "es") return es_home_show_cta(inputs)
	if (locale === "pt-BR") return pt_br2_home_show_cta(inputs)
	if (locale === "ja") return ja_home_show_cta(inputs)
	if (locale === "ko") return ko_home_show_cta(inputs)
	return en_home_show_cta(inputs)
});