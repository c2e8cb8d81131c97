/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_Cover_CurrentInputs */

const en_reg_cover_current = /** @type {(inputs: Reg_Cover_CurrentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Current community cover image`)
};

const de_reg_cover_current = /** @type {(inputs: Reg_Cover_CurrentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aktuelles Titelbild der Community`)
};

const fr_reg_cover_current = /** @type {(inputs: Reg_Cover_CurrentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Image de couverture actuelle de la communauté`)
};

const es_reg_cover_current = /** @type {(inputs: Reg_Cover_CurrentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imagen de portada actual de la comunidad`)
};

const pt_br2_reg_cover_current = /** @type {(inputs: Reg_Cover_CurrentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imagem de capa atual da comunidade`)
};

const ja_reg_cover_current = /** @type {(inputs: Reg_Cover_CurrentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`現在のコミュニティのカバー画像`)
};

const ko_reg_cover_current = /** @type {(inputs: Reg_Cover_CurrentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`현재 커뮤니티 커버 이미지`)
};

/**
* | output |
* | --- |
* | "Current community cover image" |
*
* @param {Reg_Cover_CurrentInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_cover_current = /** @type {((inputs?: Reg_Cover_CurrentInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_Cover_CurrentInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_cover_current(inputs)
	if (locale === "fr") return fr_reg_cover_current(inputs)
	if (locale === "es") return es_reg_cover_current(inputs)
	if (locale === "pt-BR") return pt_br2_reg_cover_current(inputs)
	if (locale === "ja") return ja_reg_cover_current(inputs)
	if (locale === "ko") return ko_reg_cover_current(inputs)
	return en_reg_cover_current(inputs)
});