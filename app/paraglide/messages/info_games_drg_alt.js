/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Games_Drg_AltInputs */

const en_info_games_drg_alt = /** @type {(inputs: Info_Games_Drg_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abstract poster: glowing crystals in a dark cave lit by four headlamp beams`)
};

const de_info_games_drg_alt = /** @type {(inputs: Info_Games_Drg_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abstraktes Poster: leuchtende Kristalle in einer dunklen Höhle im Licht von vier Stirnlampen`)
};

const fr_info_games_drg_alt = /** @type {(inputs: Info_Games_Drg_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Affiche abstraite : des cristaux lumineux dans une grotte sombre éclairée par quatre lampes frontales`)
};

const es_info_games_drg_alt = /** @type {(inputs: Info_Games_Drg_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Póster abstracto: cristales brillantes en una cueva oscura iluminada por cuatro linternas frontales`)
};

const pt_br2_info_games_drg_alt = /** @type {(inputs: Info_Games_Drg_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pôster abstrato: cristais brilhantes em uma caverna escura iluminada por quatro lanternas de cabeça`)
};

const ja_info_games_drg_alt = /** @type {(inputs: Info_Games_Drg_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`抽象的なポスター：4つのヘッドランプに照らされた暗い洞窟で光る結晶`)
};

const ko_info_games_drg_alt = /** @type {(inputs: Info_Games_Drg_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`추상 포스터: 헤드램프 네 개의 빛이 비추는 어두운 동굴 속 빛나는 수정`)
};

/**
* | output |
* | --- |
* | "Abstract poster: glowing crystals in a dark cave lit by four headlamp beams" |
*
* @param {Info_Games_Drg_AltInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const info_games_drg_alt = /** @type {((inputs?: Info_Games_Drg_AltInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Games_Drg_AltInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_info_games_drg_alt(inputs)
	if (locale === "fr") return fr_info_games_drg_alt(inputs)
	if (locale === "es") return es_info_games_drg_alt(inputs)
	if (locale === "pt-BR") return pt_br2_info_games_drg_alt(inputs)
	if (locale === "ja") return ja_info_games_drg_alt(inputs)
	if (locale === "ko") return ko_info_games_drg_alt(inputs)
	return en_info_games_drg_alt(inputs)
});