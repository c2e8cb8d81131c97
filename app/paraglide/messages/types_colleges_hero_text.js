/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Types_Colleges_Hero_TextInputs */

const en_types_colleges_hero_text = /** @type {(inputs: Types_Colleges_Hero_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Give students a place to play, practise and compete. We supply a licensed game library for your lab or lounge and keep it current without work for your IT team.`)
};

const de_types_colleges_hero_text = /** @type {(inputs: Types_Colleges_Hero_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geben Sie Studierenden einen Ort zum Spielen, Trainieren und für Wettkämpfe. Wir liefern eine lizenzierte Spielebibliothek für Ihr Labor oder Ihre Lounge und halten sie aktuell – ohne Arbeit für Ihre IT.`)
};

const fr_types_colleges_hero_text = /** @type {(inputs: Types_Colleges_Hero_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offrez aux étudiants un lieu pour jouer, s’entraîner et s’affronter. Nous fournissons une ludothèque sous licence pour votre labo ou votre foyer et la tenons à jour sans travail pour votre équipe informatique.`)
};

const es_types_colleges_hero_text = /** @type {(inputs: Types_Colleges_Hero_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Da a los estudiantes un lugar para jugar, entrenar y competir. Proporcionamos una biblioteca de juegos con licencia para tu laboratorio o sala y la mantenemos al día sin trabajo para tu equipo de TI.`)
};

const pt_br2_types_colleges_hero_text = /** @type {(inputs: Types_Colleges_Hero_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dê aos alunos um lugar para jogar, treinar e competir. Fornecemos uma biblioteca de jogos licenciada para o seu laboratório ou espaço e a mantemos atualizada sem trabalho para a sua equipe de TI.`)
};

const ja_types_colleges_hero_text = /** @type {(inputs: Types_Colleges_Hero_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`学生に、遊び、練習し、競い合う場所を。ラボやラウンジ向けにライセンス済みゲームライブラリを提供し、IT部門の手間をかけずに最新の状態に保ちます。`)
};

const ko_types_colleges_hero_text = /** @type {(inputs: Types_Colleges_Hero_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`학생들에게 플레이하고 연습하고 경쟁할 공간을 제공하세요. 랩이나 라운지에 라이선스 게임 라이브러리를 공급하고 IT 팀의 수고 없이 최신 상태로 유지합니다.`)
};

/**
* | output |
* | --- |
* | "Give students a place to play, practise and compete. We supply a licensed game library for your lab or lounge and keep it current without work for your IT team." |
*
* @param {Types_Colleges_Hero_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const types_colleges_hero_text = /** @type {((inputs?: Types_Colleges_Hero_TextInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Types_Colleges_Hero_TextInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_types_colleges_hero_text(inputs)
	if (locale === "fr") return fr_types_colleges_hero_text(inputs)
	if (locale === "es") return es_types_colleges_hero_text(inputs)
	if (locale === "pt-BR") return pt_br2_types_colleges_hero_text(inputs)
	if (locale === "ja") return ja_types_colleges_hero_text(inputs)
	if (locale === "ko") return ko_types_colleges_hero_text(inputs)
	return en_types_colleges_hero_text(inputs)
});