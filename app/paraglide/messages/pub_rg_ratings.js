/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pub_Rg_RatingsInputs */

const en_pub_rg_ratings = /** @type {(inputs: Pub_Rg_RatingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ratings`)
};

const de_pub_rg_ratings = /** @type {(inputs: Pub_Rg_RatingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bewertungszahlen`)
};

const fr_pub_rg_ratings = /** @type {(inputs: Pub_Rg_RatingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notes`)
};

const es_pub_rg_ratings = /** @type {(inputs: Pub_Rg_RatingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Valoraciones`)
};

const pt_br2_pub_rg_ratings = /** @type {(inputs: Pub_Rg_RatingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notas`)
};

const ja_pub_rg_ratings = /** @type {(inputs: Pub_Rg_RatingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`評価`)
};

const ko_pub_rg_ratings = /** @type {(inputs: Pub_Rg_RatingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`평점`)
};

/**
* | output |
* | --- |
* | "Ratings" |
*
* @param {Pub_Rg_RatingsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pub_rg_ratings = /** @type {((inputs?: Pub_Rg_RatingsInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pub_Rg_RatingsInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pub_rg_ratings(inputs)
	if (locale === "fr") return fr_pub_rg_ratings(inputs)
	if (locale === "es") return es_pub_rg_ratings(inputs)
	if (locale === "pt-BR") return pt_br2_pub_rg_ratings(inputs)
	if (locale === "ja") return ja_pub_rg_ratings(inputs)
	if (locale === "ko") return ko_pub_rg_ratings(inputs)
	return en_pub_rg_ratings(inputs)
});