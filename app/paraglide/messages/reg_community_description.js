/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_Community_DescriptionInputs */

const en_reg_community_description = /** @type {(inputs: Reg_Community_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Community description`)
};

const de_reg_community_description = /** @type {(inputs: Reg_Community_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Community-Beschreibung`)
};

const fr_reg_community_description = /** @type {(inputs: Reg_Community_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Description de la communauté`)
};

const es_reg_community_description = /** @type {(inputs: Reg_Community_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descripción de la comunidad`)
};

const pt_br2_reg_community_description = /** @type {(inputs: Reg_Community_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descrição da comunidade`)
};

const ja_reg_community_description = /** @type {(inputs: Reg_Community_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`コミュニティの説明`)
};

const ko_reg_community_description = /** @type {(inputs: Reg_Community_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`커뮤니티 설명`)
};

/**
* | output |
* | --- |
* | "Community description" |
*
* @param {Reg_Community_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_community_description = /** @type {((inputs?: Reg_Community_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_Community_DescriptionInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_community_description(inputs)
	if (locale === "fr") return fr_reg_community_description(inputs)
	if (locale === "es") return es_reg_community_description(inputs)
	if (locale === "pt-BR") return pt_br2_reg_community_description(inputs)
	if (locale === "ja") return ja_reg_community_description(inputs)
	if (locale === "ko") return ko_reg_community_description(inputs)
	return en_reg_community_description(inputs)
});