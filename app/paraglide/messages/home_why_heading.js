/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Why_HeadingInputs */

const en_home_why_heading = /** @type {(inputs: Home_Why_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Why Choose Our Network?`)
};

const de_home_why_heading = /** @type {(inputs: Home_Why_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Warum unser Netzwerk?`)
};

const fr_home_why_heading = /** @type {(inputs: Home_Why_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pourquoi choisir notre réseau ?`)
};

const es_home_why_heading = /** @type {(inputs: Home_Why_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Por qué elegir nuestra red?`)
};

const pt_br2_home_why_heading = /** @type {(inputs: Home_Why_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Por que escolher nossa rede?`)
};

const ja_home_why_heading = /** @type {(inputs: Home_Why_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`私たちのネットワークが選ばれる理由`)
};

const ko_home_why_heading = /** @type {(inputs: Home_Why_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`왜 저희 네트워크일까요?`)
};

/**
* | output |
* | --- |
* | "Why Choose Our Network?" |
*
* @param {Home_Why_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const home_why_heading = /** @type {((inputs?: Home_Why_HeadingInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Why_HeadingInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_home_why_heading(inputs)
	if (locale === "fr") return fr_home_why_heading(inputs)
	if (locale === "es") return es_home_why_heading(inputs)
	if (locale === "pt-BR") return pt_br2_home_why_heading(inputs)
	if (locale === "ja") return ja_home_why_heading(inputs)
	if (locale === "ko") return ko_home_why_heading(inputs)
	return en_home_why_heading(inputs)
});