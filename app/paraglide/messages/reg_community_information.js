/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_Community_InformationInputs */

const en_reg_community_information = /** @type {(inputs: Reg_Community_InformationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Community Information`)
};

const de_reg_community_information = /** @type {(inputs: Reg_Community_InformationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Community-Angaben`)
};

const fr_reg_community_information = /** @type {(inputs: Reg_Community_InformationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Informations sur la communauté`)
};

const es_reg_community_information = /** @type {(inputs: Reg_Community_InformationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Información de la comunidad`)
};

const pt_br2_reg_community_information = /** @type {(inputs: Reg_Community_InformationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Informações da comunidade`)
};

const ja_reg_community_information = /** @type {(inputs: Reg_Community_InformationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`コミュニティ情報`)
};

const ko_reg_community_information = /** @type {(inputs: Reg_Community_InformationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`커뮤니티 정보`)
};

/**
* | output |
* | --- |
* | "Community Information" |
*
* @param {Reg_Community_InformationInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_community_information = /** @type {((inputs?: Reg_Community_InformationInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_Community_InformationInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_community_information(inputs)
	if (locale === "fr") return fr_reg_community_information(inputs)
	if (locale === "es") return es_reg_community_information(inputs)
	if (locale === "pt-BR") return pt_br2_reg_community_information(inputs)
	if (locale === "ja") return ja_reg_community_information(inputs)
	if (locale === "ko") return ko_reg_community_information(inputs)
	return en_reg_community_information(inputs)
});