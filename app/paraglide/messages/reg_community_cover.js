/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_Community_CoverInputs */

const en_reg_community_cover = /** @type {(inputs: Reg_Community_CoverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Community cover image`)
};

const de_reg_community_cover = /** @type {(inputs: Reg_Community_CoverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Titelbild der Community`)
};

const fr_reg_community_cover = /** @type {(inputs: Reg_Community_CoverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Image de couverture de la communauté`)
};

const es_reg_community_cover = /** @type {(inputs: Reg_Community_CoverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imagen de portada de la comunidad`)
};

const pt_br2_reg_community_cover = /** @type {(inputs: Reg_Community_CoverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imagem de capa da comunidade`)
};

const ja_reg_community_cover = /** @type {(inputs: Reg_Community_CoverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`コミュニティのカバー画像`)
};

const ko_reg_community_cover = /** @type {(inputs: Reg_Community_CoverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`커뮤니티 커버 이미지`)
};

/**
* | output |
* | --- |
* | "Community cover image" |
*
* @param {Reg_Community_CoverInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_community_cover = /** @type {((inputs?: Reg_Community_CoverInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_Community_CoverInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_community_cover(inputs)
	if (locale === "fr") return fr_reg_community_cover(inputs)
	if (locale === "es") return es_reg_community_cover(inputs)
	if (locale === "pt-BR") return pt_br2_reg_community_cover(inputs)
	if (locale === "ja") return ja_reg_community_cover(inputs)
	if (locale === "ko") return ko_reg_community_cover(inputs)
	return en_reg_community_cover(inputs)
});