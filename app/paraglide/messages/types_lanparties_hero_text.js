/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Types_Lanparties_Hero_TextInputs */

const en_types_lanparties_hero_text = /** @type {(inputs: Types_Lanparties_Hero_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`From a weekend in a gym hall to a multi-day festival, give attendees a licensed game library on every machine and let gamers in the area know your event is coming.`)
};

const de_types_lanparties_hero_text = /** @type {(inputs: Types_Lanparties_Hero_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vom Wochenende in der Turnhalle bis zum mehrtägigen Festival: Geben Sie Ihren Teilnehmern eine lizenzierte Spielebibliothek auf jedem Rechner und lassen Sie Gamer in der Umgebung wissen, dass Ihr Event bevorsteht.`)
};

const fr_types_lanparties_hero_text = /** @type {(inputs: Types_Lanparties_Hero_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`D’un week-end dans un gymnase à un festival de plusieurs jours, offrez aux participants une ludothèque sous licence sur chaque machine et faites savoir aux joueurs de la région que votre événement approche.`)
};

const es_types_lanparties_hero_text = /** @type {(inputs: Types_Lanparties_Hero_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desde un fin de semana en un polideportivo hasta un festival de varios días, ofrece a los asistentes una biblioteca de juegos con licencia en cada equipo y avisa a los jugadores de la zona de que tu evento se acerca.`)
};

const pt_br2_types_lanparties_hero_text = /** @type {(inputs: Types_Lanparties_Hero_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De um fim de semana num ginásio a um festival de vários dias, ofereça aos participantes uma biblioteca de jogos licenciada em cada máquina e avise os gamers da região que seu evento está chegando.`)
};

const ja_types_lanparties_hero_text = /** @type {(inputs: Types_Lanparties_Hero_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`体育館での週末イベントから数日間のフェスまで、参加者のすべてのPCにライセンス済みゲームライブラリを用意し、近くのゲーマーにイベントを知らせましょう。`)
};

const ko_types_lanparties_hero_text = /** @type {(inputs: Types_Lanparties_Hero_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`체육관에서 열리는 주말 행사부터 며칠간의 페스티벌까지, 참가자의 모든 PC에 라이선스 게임 라이브러리를 제공하고 지역 게이머에게 이벤트를 알리세요.`)
};

/**
* | output |
* | --- |
* | "From a weekend in a gym hall to a multi-day festival, give attendees a licensed game library on every machine and let gamers in the area know your event is c..." |
*
* @param {Types_Lanparties_Hero_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const types_lanparties_hero_text = /** @type {((inputs?: Types_Lanparties_Hero_TextInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Types_Lanparties_Hero_TextInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_types_lanparties_hero_text(inputs)
	if (locale === "fr") return fr_types_lanparties_hero_text(inputs)
	if (locale === "es") return es_types_lanparties_hero_text(inputs)
	if (locale === "pt-BR") return pt_br2_types_lanparties_hero_text(inputs)
	if (locale === "ja") return ja_types_lanparties_hero_text(inputs)
	if (locale === "ko") return ko_types_lanparties_hero_text(inputs)
	return en_types_lanparties_hero_text(inputs)
});