/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Why5_TitleInputs */

const en_home_why5_title = /** @type {(inputs: Home_Why5_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verified and Trusted`)
};

const de_home_why5_title = /** @type {(inputs: Home_Why5_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geprüft und vertrauenswürdig`)
};

const fr_home_why5_title = /** @type {(inputs: Home_Why5_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérifié et fiable`)
};

const es_home_why5_title = /** @type {(inputs: Home_Why5_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verificado y de confianza`)
};

const pt_br2_home_why5_title = /** @type {(inputs: Home_Why5_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verificado e confiável`)
};

const ja_home_why5_title = /** @type {(inputs: Home_Why5_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`審査済みで安心`)
};

const ko_home_why5_title = /** @type {(inputs: Home_Why5_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`검증된 신뢰`)
};

/**
* | output |
* | --- |
* | "Verified and Trusted" |
*
* @param {Home_Why5_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const home_why5_title = /** @type {((inputs?: Home_Why5_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Why5_TitleInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_home_why5_title(inputs)
	if (locale === "fr") return fr_home_why5_title(inputs)
	if (locale === "es") return es_home_why5_title(inputs)
	if (locale === "pt-BR") return pt_br2_home_why5_title(inputs)
	if (locale === "ja") return ja_home_why5_title(inputs)
	if (locale === "ko") return ko_home_why5_title(inputs)
	return en_home_why5_title(inputs)
});