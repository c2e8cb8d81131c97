/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Pc_F1_TitleInputs */

const en_home_pc_f1_title = /** @type {(inputs: Home_Pc_F1_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Licensed Games on Every Machine`)
};

const de_home_pc_f1_title = /** @type {(inputs: Home_Pc_F1_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lizenzierte Spiele auf jedem Rechner`)
};

const fr_home_pc_f1_title = /** @type {(inputs: Home_Pc_F1_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des jeux sous licence sur chaque machine`)
};

const es_home_pc_f1_title = /** @type {(inputs: Home_Pc_F1_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Juegos con licencia en cada equipo`)
};

const pt_br2_home_pc_f1_title = /** @type {(inputs: Home_Pc_F1_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jogos licenciados em cada máquina`)
};

const ja_home_pc_f1_title = /** @type {(inputs: Home_Pc_F1_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`すべてのマシンにライセンス済みゲーム`)
};

const ko_home_pc_f1_title = /** @type {(inputs: Home_Pc_F1_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`모든 PC에 라이선스 게임`)
};

/**
* | output |
* | --- |
* | "Licensed Games on Every Machine" |
*
* @param {Home_Pc_F1_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const home_pc_f1_title = /** @type {((inputs?: Home_Pc_F1_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Pc_F1_TitleInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_home_pc_f1_title(inputs)
	if (locale === "fr") return fr_home_pc_f1_title(inputs)
	if (locale === "es") return es_home_pc_f1_title(inputs)
	if (locale === "pt-BR") return pt_br2_home_pc_f1_title(inputs)
	if (locale === "ja") return ja_home_pc_f1_title(inputs)
	if (locale === "ko") return ko_home_pc_f1_title(inputs)
	return en_home_pc_f1_title(inputs)
});