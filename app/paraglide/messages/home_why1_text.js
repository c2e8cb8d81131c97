/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Why1_TextInputs */

const en_home_why1_text = /** @type {(inputs: Home_Why1_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Appear on a world-wide map that gamers use to find their next place to play.`)
};

const de_home_why1_text = /** @type {(inputs: Home_Why1_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erscheinen Sie auf einer weltweiten Karte, mit der Gamer ihren nächsten Spielort finden.`)
};

const fr_home_why1_text = /** @type {(inputs: Home_Why1_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apparaissez sur une carte mondiale que les gamers utilisent pour trouver leur prochain lieu de jeu.`)
};

const es_home_why1_text = /** @type {(inputs: Home_Why1_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aparece en un mapa mundial que los gamers usan para encontrar su próximo lugar de juego.`)
};

const pt_br2_home_why1_text = /** @type {(inputs: Home_Why1_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apareça em um mapa mundial que os gamers usam para encontrar o próximo lugar para jogar.`)
};

const ja_home_why1_text = /** @type {(inputs: Home_Why1_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ゲーマーが次の遊び場を探す世界地図に掲載されます。`)
};

const ko_home_why1_text = /** @type {(inputs: Home_Why1_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`게이머가 다음 플레이 장소를 찾는 세계 지도에 표시됩니다.`)
};

/**
* | output |
* | --- |
* | "Appear on a world-wide map that gamers use to find their next place to play." |
*
* @param {Home_Why1_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const home_why1_text = /** @type {((inputs?: Home_Why1_TextInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Why1_TextInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_home_why1_text(inputs)
	if (locale === "fr") return fr_home_why1_text(inputs)
	if (locale === "es") return es_home_why1_text(inputs)
	if (locale === "pt-BR") return pt_br2_home_why1_text(inputs)
	if (locale === "ja") return ja_home_why1_text(inputs)
	if (locale === "ko") return ko_home_why1_text(inputs)
	return en_home_why1_text(inputs)
});