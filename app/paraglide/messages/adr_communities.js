/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Adr_CommunitiesInputs */

const en_adr_communities = /** @type {(inputs: Adr_CommunitiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Communities`)
};

const de_adr_communities = /** @type {(inputs: Adr_CommunitiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Communities`)
};

const fr_adr_communities = /** @type {(inputs: Adr_CommunitiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Communautés`)
};

const es_adr_communities = /** @type {(inputs: Adr_CommunitiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comunidades`)
};

const pt_br2_adr_communities = /** @type {(inputs: Adr_CommunitiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comunidades`)
};

const ja_adr_communities = /** @type {(inputs: Adr_CommunitiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`コミュニティ`)
};

const ko_adr_communities = /** @type {(inputs: Adr_CommunitiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`커뮤니티`)
};

/**
* | output |
* | --- |
* | "Communities" |
*
* @param {Adr_CommunitiesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adr_communities = /** @type {((inputs?: Adr_CommunitiesInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adr_CommunitiesInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adr_communities(inputs)
	if (locale === "fr") return fr_adr_communities(inputs)
	if (locale === "es") return es_adr_communities(inputs)
	if (locale === "pt-BR") return pt_br2_adr_communities(inputs)
	if (locale === "ja") return ja_adr_communities(inputs)
	if (locale === "ko") return ko_adr_communities(inputs)
	return en_adr_communities(inputs)
});