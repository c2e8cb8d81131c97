/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_CommunitiesInputs */

const en_home_communities = /** @type {(inputs: Home_CommunitiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Communities`)
};

const de_home_communities = /** @type {(inputs: Home_CommunitiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Communitys`)
};

const fr_home_communities = /** @type {(inputs: Home_CommunitiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Communautés`)
};

const es_home_communities = /** @type {(inputs: Home_CommunitiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comunidades`)
};

const pt_br2_home_communities = /** @type {(inputs: Home_CommunitiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comunidades`)
};

const ja_home_communities = /** @type {(inputs: Home_CommunitiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`コミュニティ`)
};

const ko_home_communities = /** @type {(inputs: Home_CommunitiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`커뮤니티`)
};

/**
* | output |
* | --- |
* | "Communities" |
*
* @param {Home_CommunitiesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const home_communities = /** @type {((inputs?: Home_CommunitiesInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_CommunitiesInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_home_communities(inputs)
	if (locale === "fr") return fr_home_communities(inputs)
	if (locale === "es") return es_home_communities(inputs)
	if (locale === "pt-BR") return pt_br2_home_communities(inputs)
	if (locale === "ja") return ja_home_communities(inputs)
	if (locale === "ko") return ko_home_communities(inputs)
	return en_home_communities(inputs)
});