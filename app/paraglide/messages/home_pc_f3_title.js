/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Pc_F3_TitleInputs */

const en_home_pc_f3_title = /** @type {(inputs: Home_Pc_F3_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Local Content Cache`)
};

const de_home_pc_f3_title = /** @type {(inputs: Home_Pc_F3_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lokaler Content-Cache`)
};

const fr_home_pc_f3_title = /** @type {(inputs: Home_Pc_F3_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cache de contenu local`)
};

const es_home_pc_f3_title = /** @type {(inputs: Home_Pc_F3_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Caché de contenido local`)
};

const pt_br2_home_pc_f3_title = /** @type {(inputs: Home_Pc_F3_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cache de conteúdo local`)
};

const ja_home_pc_f3_title = /** @type {(inputs: Home_Pc_F3_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ローカル・コンテンツキャッシュ`)
};

const ko_home_pc_f3_title = /** @type {(inputs: Home_Pc_F3_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`로컬 콘텐츠 캐시`)
};

/**
* | output |
* | --- |
* | "Local Content Cache" |
*
* @param {Home_Pc_F3_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const home_pc_f3_title = /** @type {((inputs?: Home_Pc_F3_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Pc_F3_TitleInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_home_pc_f3_title(inputs)
	if (locale === "fr") return fr_home_pc_f3_title(inputs)
	if (locale === "es") return es_home_pc_f3_title(inputs)
	if (locale === "pt-BR") return pt_br2_home_pc_f3_title(inputs)
	if (locale === "ja") return ja_home_pc_f3_title(inputs)
	if (locale === "ko") return ko_home_pc_f3_title(inputs)
	return en_home_pc_f3_title(inputs)
});