/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Hero_TextInputs */

const en_home_hero_text = /** @type {(inputs: Home_Hero_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We connect LAN centers, game cafés and gaming venues around the globe. Get your center on the map, bring a licensed game library to every PC and grow with a community of owners who love games as much as you do.`)
};

const de_home_hero_text = /** @type {(inputs: Home_Hero_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wir verbinden LAN-Center, Gaming-Cafés und Spielstätten rund um den Globus. Bringen Sie Ihr Center auf die Karte, eine lizenzierte Spielebibliothek auf jeden PC und wachsen Sie mit einer Community von Betreibern, die Spiele so lieben wie Sie.`)
};

const fr_home_hero_text = /** @type {(inputs: Home_Hero_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous relions les centres LAN, cafés jeux et lieux de jeu du monde entier. Placez votre centre sur la carte, offrez une ludothèque sous licence sur chaque PC et grandissez avec une communauté de gérants qui aiment les jeux autant que vous.`)
};

const es_home_hero_text = /** @type {(inputs: Home_Hero_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conectamos centros LAN, cibercafés y locales de juego de todo el planeta. Pon tu centro en el mapa, lleva una biblioteca de juegos con licencia a cada PC y crece con una comunidad de dueños que aman los juegos tanto como tú.`)
};

const pt_br2_home_hero_text = /** @type {(inputs: Home_Hero_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conectamos centros LAN, cafés de games e espaços de jogos ao redor do mundo. Coloque seu centro no mapa, leve uma biblioteca de jogos licenciada a cada PC e cresça com uma comunidade de donos que amam jogos tanto quanto você.`)
};

const ja_home_hero_text = /** @type {(inputs: Home_Hero_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`世界中のLANセンター、ゲームカフェ、ゲーミング施設をつなぎます。あなたのセンターを地図に載せ、すべてのPCにライセンス済みゲームライブラリを導入し、ゲームを愛するオーナー仲間と一緒に成長しましょう。`)
};

const ko_home_hero_text = /** @type {(inputs: Home_Hero_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`전 세계의 LAN 센터, 게임 카페, 게이밍 공간을 연결합니다. 센터를 지도에 올리고, 모든 PC에 라이선스 게임 라이브러리를 제공하고, 게임을 사랑하는 운영자 커뮤니티와 함께 성장하세요.`)
};

/**
* | output |
* | --- |
* | "We connect LAN centers, game cafés and gaming venues around the globe. Get your center on the map, bring a licensed game library to every PC and grow with a ..." |
*
* @param {Home_Hero_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const home_hero_text = /** @type {((inputs?: Home_Hero_TextInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Hero_TextInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_home_hero_text(inputs)
	if (locale === "fr") return fr_home_hero_text(inputs)
	if (locale === "es") return es_home_hero_text(inputs)
	if (locale === "pt-BR") return pt_br2_home_hero_text(inputs)
	if (locale === "ja") return ja_home_hero_text(inputs)
	if (locale === "ko") return ko_home_hero_text(inputs)
	return en_home_hero_text(inputs)
});