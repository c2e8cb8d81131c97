/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Pc_F2_TitleInputs */

const en_home_pc_f2_title = /** @type {(inputs: Home_Pc_F2_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Central License Management`)
};

const de_home_pc_f2_title = /** @type {(inputs: Home_Pc_F2_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zentrale Lizenzverwaltung`)
};

const fr_home_pc_f2_title = /** @type {(inputs: Home_Pc_F2_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gestion centralisée des licences`)
};

const es_home_pc_f2_title = /** @type {(inputs: Home_Pc_F2_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gestión centralizada de licencias`)
};

const pt_br2_home_pc_f2_title = /** @type {(inputs: Home_Pc_F2_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gestão central de licenças`)
};

const ja_home_pc_f2_title = /** @type {(inputs: Home_Pc_F2_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ライセンスの一元管理`)
};

const ko_home_pc_f2_title = /** @type {(inputs: Home_Pc_F2_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`라이선스 통합 관리`)
};

/**
* | output |
* | --- |
* | "Central License Management" |
*
* @param {Home_Pc_F2_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const home_pc_f2_title = /** @type {((inputs?: Home_Pc_F2_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Pc_F2_TitleInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_home_pc_f2_title(inputs)
	if (locale === "fr") return fr_home_pc_f2_title(inputs)
	if (locale === "es") return es_home_pc_f2_title(inputs)
	if (locale === "pt-BR") return pt_br2_home_pc_f2_title(inputs)
	if (locale === "ja") return ja_home_pc_f2_title(inputs)
	if (locale === "ko") return ko_home_pc_f2_title(inputs)
	return en_home_pc_f2_title(inputs)
});