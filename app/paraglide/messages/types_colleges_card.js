/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Types_Colleges_CardInputs */

const en_types_colleges_card = /** @type {(inputs: Types_Colleges_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Support esports teams and student life with one game library.`)
};

const de_types_colleges_card = /** @type {(inputs: Types_Colleges_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unterstützen Sie E-Sport-Teams und das Campusleben mit einer Spielebibliothek.`)
};

const fr_types_colleges_card = /** @type {(inputs: Types_Colleges_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Soutenez les équipes d’esport et la vie étudiante avec une seule ludothèque.`)
};

const es_types_colleges_card = /** @type {(inputs: Types_Colleges_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apoya a los equipos de esports y la vida estudiantil con una sola biblioteca de juegos.`)
};

const pt_br2_types_colleges_card = /** @type {(inputs: Types_Colleges_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apoie times de esports e a vida estudantil com uma única biblioteca de jogos.`)
};

const ja_types_colleges_card = /** @type {(inputs: Types_Colleges_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ひとつのゲームライブラリで、eスポーツチームと学生生活を支えます。`)
};

const ko_types_colleges_card = /** @type {(inputs: Types_Colleges_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`하나의 게임 라이브러리로 e스포츠 팀과 학생 생활을 지원하세요.`)
};

/**
* | output |
* | --- |
* | "Support esports teams and student life with one game library." |
*
* @param {Types_Colleges_CardInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const types_colleges_card = /** @type {((inputs?: Types_Colleges_CardInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Types_Colleges_CardInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_types_colleges_card(inputs)
	if (locale === "fr") return fr_types_colleges_card(inputs)
	if (locale === "es") return es_types_colleges_card(inputs)
	if (locale === "pt-BR") return pt_br2_types_colleges_card(inputs)
	if (locale === "ja") return ja_types_colleges_card(inputs)
	if (locale === "ko") return ko_types_colleges_card(inputs)
	return en_types_colleges_card(inputs)
});