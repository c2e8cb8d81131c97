/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pub_Rg_GoodInputs */

const en_pub_rg_good = /** @type {(inputs: Pub_Rg_GoodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What makes a good review`)
};

const de_pub_rg_good = /** @type {(inputs: Pub_Rg_GoodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Was eine gute Bewertung ausmacht`)
};

const fr_pub_rg_good = /** @type {(inputs: Pub_Rg_GoodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce qui fait un bon avis`)
};

const es_pub_rg_good = /** @type {(inputs: Pub_Rg_GoodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qué hace buena una reseña`)
};

const pt_br2_pub_rg_good = /** @type {(inputs: Pub_Rg_GoodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O que faz uma boa avaliação`)
};

const ja_pub_rg_good = /** @type {(inputs: Pub_Rg_GoodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`良いレビューとは`)
};

const ko_pub_rg_good = /** @type {(inputs: Pub_Rg_GoodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`좋은 리뷰란`)
};

/**
* | output |
* | --- |
* | "What makes a good review" |
*
* @param {Pub_Rg_GoodInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pub_rg_good = /** @type {((inputs?: Pub_Rg_GoodInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pub_Rg_GoodInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pub_rg_good(inputs)
	if (locale === "fr") return fr_pub_rg_good(inputs)
	if (locale === "es") return es_pub_rg_good(inputs)
	if (locale === "pt-BR") return pt_br2_pub_rg_good(inputs)
	if (locale === "ja") return ja_pub_rg_good(inputs)
	if (locale === "ko") return ko_pub_rg_good(inputs)
	return en_pub_rg_good(inputs)
});