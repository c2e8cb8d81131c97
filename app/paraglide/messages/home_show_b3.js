/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Show_B3Inputs */

const en_home_show_b3 = /** @type {(inputs: Home_Show_B3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Events listed on the gamer platform so players know where to go`)
};

const de_home_show_b3 = /** @type {(inputs: Home_Show_B3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Events auf der Gamer-Plattform, damit Spieler wissen, wohin`)
};

const fr_home_show_b3 = /** @type {(inputs: Home_Show_B3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des événements affichés sur la plateforme gamer pour que les joueurs sachent où aller`)
};

const es_home_show_b3 = /** @type {(inputs: Home_Show_B3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eventos publicados en la plataforma gamer para que los jugadores sepan adónde ir`)
};

const pt_br2_home_show_b3 = /** @type {(inputs: Home_Show_B3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eventos na plataforma gamer para que os jogadores saibam aonde ir`)
};

const ja_home_show_b3 = /** @type {(inputs: Home_Show_B3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ゲーマープラットフォームにイベントを掲載し、プレイヤーを呼び込みます`)
};

const ko_home_show_b3 = /** @type {(inputs: Home_Show_B3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`게이머 플랫폼에 이벤트를 게시해 플레이어가 찾아오게 합니다`)
};

/**
* | output |
* | --- |
* | "Events listed on the gamer platform so players know where to go" |
*
* @param {Home_Show_B3Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const home_show_b3 = /** @type {((inputs?: Home_Show_B3Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Show_B3Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_home_show_b3(inputs)
	if (locale === "fr") return fr_home_show_b3(inputs)
	if (locale === "es") return es_home_show_b3(inputs)
	if (locale === "pt-BR") return pt_br2_home_show_b3(inputs)
	if (locale === "ja") return ja_home_show_b3(inputs)
	if (locale === "ko") return ko_home_show_b3(inputs)
	return en_home_show_b3(inputs)
});