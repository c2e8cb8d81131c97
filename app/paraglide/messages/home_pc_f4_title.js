/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Pc_F4_TitleInputs */

const en_home_pc_f4_title = /** @type {(inputs: Home_Pc_F4_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Setup in Under 30 Minutes`)
};

const de_home_pc_f4_title = /** @type {(inputs: Home_Pc_F4_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Einrichtung in unter 30 Minuten`)
};

const fr_home_pc_f4_title = /** @type {(inputs: Home_Pc_F4_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Installation en moins de 30 minutes`)
};

const es_home_pc_f4_title = /** @type {(inputs: Home_Pc_F4_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Instalación en menos de 30 minutos`)
};

const pt_br2_home_pc_f4_title = /** @type {(inputs: Home_Pc_F4_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Instalação em menos de 30 minutos`)
};

const ja_home_pc_f4_title = /** @type {(inputs: Home_Pc_F4_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`30分以内でセットアップ`)
};

const ko_home_pc_f4_title = /** @type {(inputs: Home_Pc_F4_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`30분 이내 설치`)
};

/**
* | output |
* | --- |
* | "Setup in Under 30 Minutes" |
*
* @param {Home_Pc_F4_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const home_pc_f4_title = /** @type {((inputs?: Home_Pc_F4_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Pc_F4_TitleInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_home_pc_f4_title(inputs)
	if (locale === "fr") return fr_home_pc_f4_title(inputs)
	if (locale === "es") return es_home_pc_f4_title(inputs)
	if (locale === "pt-BR") return pt_br2_home_pc_f4_title(inputs)
	if (locale === "ja") return ja_home_pc_f4_title(inputs)
	if (locale === "ko") return ko_home_pc_f4_title(inputs)
	return en_home_pc_f4_title(inputs)
});