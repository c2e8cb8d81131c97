/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dir_All_CommunitiesInputs */

const en_dir_all_communities = /** @type {(inputs: Dir_All_CommunitiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All communities`)
};

const de_dir_all_communities = /** @type {(inputs: Dir_All_CommunitiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle Communitys`)
};

const fr_dir_all_communities = /** @type {(inputs: Dir_All_CommunitiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toutes les communautés`)
};

const es_dir_all_communities = /** @type {(inputs: Dir_All_CommunitiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todas las comunidades`)
};

const pt_br2_dir_all_communities = /** @type {(inputs: Dir_All_CommunitiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todas as comunidades`)
};

const ja_dir_all_communities = /** @type {(inputs: Dir_All_CommunitiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`すべてのコミュニティ`)
};

const ko_dir_all_communities = /** @type {(inputs: Dir_All_CommunitiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`모든 커뮤니티`)
};

/**
* | output |
* | --- |
* | "All communities" |
*
* @param {Dir_All_CommunitiesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dir_all_communities = /** @type {((inputs?: Dir_All_CommunitiesInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dir_All_CommunitiesInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dir_all_communities(inputs)
	if (locale === "fr") return fr_dir_all_communities(inputs)
	if (locale === "es") return es_dir_all_communities(inputs)
	if (locale === "pt-BR") return pt_br2_dir_all_communities(inputs)
	if (locale === "ja") return ja_dir_all_communities(inputs)
	if (locale === "ko") return ko_dir_all_communities(inputs)
	return en_dir_all_communities(inputs)
});