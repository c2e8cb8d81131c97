/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_Community_NameInputs */

const en_reg_community_name = /** @type {(inputs: Reg_Community_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Community name`)
};

const de_reg_community_name = /** @type {(inputs: Reg_Community_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Community-Name`)
};

const fr_reg_community_name = /** @type {(inputs: Reg_Community_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom de la communauté`)
};

const es_reg_community_name = /** @type {(inputs: Reg_Community_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre de la comunidad`)
};

const pt_br2_reg_community_name = /** @type {(inputs: Reg_Community_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nome da comunidade`)
};

const ja_reg_community_name = /** @type {(inputs: Reg_Community_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`コミュニティ名`)
};

const ko_reg_community_name = /** @type {(inputs: Reg_Community_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`커뮤니티 이름`)
};

/**
* | output |
* | --- |
* | "Community name" |
*
* @param {Reg_Community_NameInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_community_name = /** @type {((inputs?: Reg_Community_NameInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_Community_NameInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_community_name(inputs)
	if (locale === "fr") return fr_reg_community_name(inputs)
	if (locale === "es") return es_reg_community_name(inputs)
	if (locale === "pt-BR") return pt_br2_reg_community_name(inputs)
	if (locale === "ja") return ja_reg_community_name(inputs)
	if (locale === "ko") return ko_reg_community_name(inputs)
	return en_reg_community_name(inputs)
});