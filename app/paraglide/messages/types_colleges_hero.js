/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Types_Colleges_HeroInputs */

const en_types_colleges_hero = /** @type {(inputs: Types_Colleges_HeroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Game Rooms and Esports Labs for Your Campus`)
};

const de_types_colleges_hero = /** @type {(inputs: Types_Colleges_HeroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gaming-Räume und E-Sport-Labore für Ihren Campus`)
};

const fr_types_colleges_hero = /** @type {(inputs: Types_Colleges_HeroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Salles de jeu et labos d’esport pour votre campus`)
};

const es_types_colleges_hero = /** @type {(inputs: Types_Colleges_HeroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Salas de juego y laboratorios de esports para tu campus`)
};

const pt_br2_types_colleges_hero = /** @type {(inputs: Types_Colleges_HeroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Salas de jogos e laboratórios de esports para o seu campus`)
};

const ja_types_colleges_hero = /** @type {(inputs: Types_Colleges_HeroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`キャンパスにゲームルームとeスポーツラボを`)
};

const ko_types_colleges_hero = /** @type {(inputs: Types_Colleges_HeroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`캠퍼스를 위한 게임룸과 e스포츠 랩`)
};

/**
* | output |
* | --- |
* | "Game Rooms and Esports Labs for Your Campus" |
*
* @param {Types_Colleges_HeroInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const types_colleges_hero = /** @type {((inputs?: Types_Colleges_HeroInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Types_Colleges_HeroInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_types_colleges_hero(inputs)
	if (locale === "fr") return fr_types_colleges_hero(inputs)
	if (locale === "es") return es_types_colleges_hero(inputs)
	if (locale === "pt-BR") return pt_br2_types_colleges_hero(inputs)
	if (locale === "ja") return ja_types_colleges_hero(inputs)
	if (locale === "ko") return ko_types_colleges_hero(inputs)
	return en_types_colleges_hero(inputs)
});