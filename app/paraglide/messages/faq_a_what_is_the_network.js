/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Faq_A_What_Is_The_NetworkInputs */

const en_faq_a_what_is_the_network = /** @type {(inputs: Faq_A_What_Is_The_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN Center Network connects gaming venues around the world. We list centers on a map that gamers use to find places to play, and we run a PC café program that brings a licensed game library to every machine in a member venue.`)
};

const de_faq_a_what_is_the_network = /** @type {(inputs: Faq_A_What_Is_The_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN Center Network verbindet Gaming-Locations auf der ganzen Welt. Wir zeigen Center auf einer Karte, auf der Gamer Orte zum Spielen finden, und betreiben ein PC-Café-Programm, das eine lizenzierte Spielebibliothek auf jeden Rechner eines Mitglieds bringt.`)
};

const fr_faq_a_what_is_the_network = /** @type {(inputs: Faq_A_What_Is_The_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN Center Network relie les lieux de jeu du monde entier. Nous référençons les centres sur une carte que les joueurs utilisent pour trouver où jouer, et nous menons un programme PC café qui apporte une ludothèque sous licence sur chaque machine d’un lieu membre.`)
};

const es_faq_a_what_is_the_network = /** @type {(inputs: Faq_A_What_Is_The_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN Center Network conecta locales de juego de todo el mundo. Mostramos los centros en un mapa que los jugadores usan para encontrar dónde jugar, y tenemos un programa para PC cafés que lleva una biblioteca de juegos con licencia a cada equipo de un local miembro.`)
};

const pt_br2_faq_a_what_is_the_network = /** @type {(inputs: Faq_A_What_Is_The_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A LAN Center Network conecta espaços de jogos do mundo todo. Mostramos os centros em um mapa que os gamers usam para encontrar onde jogar e mantemos um programa para PC cafés que leva uma biblioteca de jogos licenciada a cada máquina de um espaço associado.`)
};

const ja_faq_a_what_is_the_network = /** @type {(inputs: Faq_A_What_Is_The_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN Center Networkは世界中のゲーミング施設をつなぐネットワークです。ゲーマーが遊べる場所を探す地図にセンターを掲載し、加盟施設のすべてのPCにライセンス済みゲームライブラリを届けるPCカフェプログラムを運営しています。`)
};

const ko_faq_a_what_is_the_network = /** @type {(inputs: Faq_A_What_Is_The_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN Center Network는 전 세계 게이밍 공간을 연결합니다. 게이머가 플레이할 곳을 찾는 지도에 센터를 소개하고, 회원 매장의 모든 PC에 라이선스 게임 라이브러리를 제공하는 PC방 프로그램을 운영합니다.`)
};

/**
* | output |
* | --- |
* | "LAN Center Network connects gaming venues around the world. We list centers on a map that gamers use to find places to play, and we run a PC café program tha..." |
*
* @param {Faq_A_What_Is_The_NetworkInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const faq_a_what_is_the_network = /** @type {((inputs?: Faq_A_What_Is_The_NetworkInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Faq_A_What_Is_The_NetworkInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_faq_a_what_is_the_network(inputs)
	if (locale === "fr") return fr_faq_a_what_is_the_network(inputs)
	if (locale === "es") return es_faq_a_what_is_the_network(inputs)
	if (locale === "pt-BR") return pt_br2_faq_a_what_is_the_network(inputs)
	if (locale === "ja") return ja_faq_a_what_is_the_network(inputs)
	if (locale === "ko") return ko_faq_a_what_is_the_network(inputs)
	return en_faq_a_what_is_the_network(inputs)
});