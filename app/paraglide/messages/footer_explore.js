/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Footer_ExploreInputs */

const en_footer_explore = /** @type {(inputs: Footer_ExploreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Explore`)
};

const de_footer_explore = /** @type {(inputs: Footer_ExploreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entdecken`)
};

const fr_footer_explore = /** @type {(inputs: Footer_ExploreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Explorer`)
};

const es_footer_explore = /** @type {(inputs: Footer_ExploreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Explorar`)
};

const pt_br2_footer_explore = /** @type {(inputs: Footer_ExploreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Explorar`)
};

const ja_footer_explore = /** @type {(inputs: Footer_ExploreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`探す`)
};

const ko_footer_explore = /** @type {(inputs: Footer_ExploreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`둘러보기`)
};

/**
* | output |
* | --- |
* | "Explore" |
*
* @param {Footer_ExploreInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const footer_explore = /** @type {((inputs?: Footer_ExploreInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_ExploreInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_footer_explore(inputs)
	if (locale === "fr") return fr_footer_explore(inputs)
	if (locale === "es") return es_footer_explore(inputs)
	if (locale === "pt-BR") return pt_br2_footer_explore(inputs)
	if (locale === "ja") return ja_footer_explore(inputs)
	if (locale === "ko") return ko_footer_explore(inputs)
	return en_footer_explore(inputs)
});