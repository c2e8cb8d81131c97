/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Pc_F2_TextInputs */

const en_home_pc_f2_text = /** @type {(inputs: Home_Pc_F2_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Licenses for all your machines are handled in one place, not PC by PC.`)
};

const de_home_pc_f2_text = /** @type {(inputs: Home_Pc_F2_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Lizenzen aller Rechner werden an einem Ort verwaltet, nicht PC für PC.`)
};

const fr_home_pc_f2_text = /** @type {(inputs: Home_Pc_F2_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les licences de toutes vos machines sont gérées en un seul endroit, pas PC par PC.`)
};

const es_home_pc_f2_text = /** @type {(inputs: Home_Pc_F2_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las licencias de todos tus equipos se gestionan en un solo lugar, no PC por PC.`)
};

const pt_br2_home_pc_f2_text = /** @type {(inputs: Home_Pc_F2_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`As licenças de todas as suas máquinas ficam em um só lugar, não PC por PC.`)
};

const ja_home_pc_f2_text = /** @type {(inputs: Home_Pc_F2_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`すべてのマシンのライセンスを1か所で管理。PCごとの作業は不要です。`)
};

const ko_home_pc_f2_text = /** @type {(inputs: Home_Pc_F2_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`모든 PC의 라이선스를 한곳에서 관리합니다. PC마다 따로 할 필요가 없습니다.`)
};

/**
* | output |
* | --- |
* | "Licenses for all your machines are handled in one place, not PC by PC." |
*
* @param {Home_Pc_F2_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const home_pc_f2_text = /** @type {((inputs?: Home_Pc_F2_TextInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Pc_F2_TextInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_home_pc_f2_text(inputs)
	if (locale === "fr") return fr_home_pc_f2_text(inputs)
	if (locale === "es") return es_home_pc_f2_text(inputs)
	if (locale === "pt-BR") return pt_br2_home_pc_f2_text(inputs)
	if (locale === "ja") return ja_home_pc_f2_text(inputs)
	if (locale === "ko") return ko_home_pc_f2_text(inputs)
	return en_home_pc_f2_text(inputs)
});