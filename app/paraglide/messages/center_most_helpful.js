/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Center_Most_HelpfulInputs */

const en_center_most_helpful = /** @type {(inputs: Center_Most_HelpfulInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Most helpful`)
};

const de_center_most_helpful = /** @type {(inputs: Center_Most_HelpfulInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hilfreichste`)
};

const fr_center_most_helpful = /** @type {(inputs: Center_Most_HelpfulInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plus utiles`)
};

const es_center_most_helpful = /** @type {(inputs: Center_Most_HelpfulInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Más útiles`)
};

const pt_br2_center_most_helpful = /** @type {(inputs: Center_Most_HelpfulInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mais úteis`)
};

const ja_center_most_helpful = /** @type {(inputs: Center_Most_HelpfulInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`役に立った順`)
};

const ko_center_most_helpful = /** @type {(inputs: Center_Most_HelpfulInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`도움순`)
};

/**
* | output |
* | --- |
* | "Most helpful" |
*
* @param {Center_Most_HelpfulInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const center_most_helpful = /** @type {((inputs?: Center_Most_HelpfulInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Center_Most_HelpfulInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_center_most_helpful(inputs)
	if (locale === "fr") return fr_center_most_helpful(inputs)
	if (locale === "es") return es_center_most_helpful(inputs)
	if (locale === "pt-BR") return pt_br2_center_most_helpful(inputs)
	if (locale === "ja") return ja_center_most_helpful(inputs)
	if (locale === "ko") return ko_center_most_helpful(inputs)
	return en_center_most_helpful(inputs)
});