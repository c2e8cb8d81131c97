/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dir_CommunityInputs */

const en_dir_community = /** @type {(inputs: Dir_CommunityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Community`)
};

const de_dir_community = /** @type {(inputs: Dir_CommunityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Community`)
};

const fr_dir_community = /** @type {(inputs: Dir_CommunityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Communauté`)
};

const es_dir_community = /** @type {(inputs: Dir_CommunityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comunidad`)
};

const pt_br2_dir_community = /** @type {(inputs: Dir_CommunityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comunidade`)
};

const ja_dir_community = /** @type {(inputs: Dir_CommunityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`コミュニティ`)
};

const ko_dir_community = /** @type {(inputs: Dir_CommunityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`커뮤니티`)
};

/**
* | output |
* | --- |
* | "Community" |
*
* @param {Dir_CommunityInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dir_community = /** @type {((inputs?: Dir_CommunityInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dir_CommunityInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dir_community(inputs)
	if (locale === "fr") return fr_dir_community(inputs)
	if (locale === "es") return es_dir_community(inputs)
	if (locale === "pt-BR") return pt_br2_dir_community(inputs)
	if (locale === "ja") return ja_dir_community(inputs)
	if (locale === "ko") return ko_dir_community(inputs)
	return en_dir_community(inputs)
});