/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Games_MetaInputs */

const en_info_games_meta = /** @type {(inputs: Info_Games_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The PC games in the LAN Center Network library: featured titles and about 60 games that member venues can offer on every machine.`)
};

const de_info_games_meta = /** @type {(inputs: Info_Games_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die PC-Spiele der Bibliothek von LAN Center Network: ausgewählte Titel und rund 60 Spiele, die Mitglieds-Locations auf jedem Rechner anbieten können.`)
};

const fr_info_games_meta = /** @type {(inputs: Info_Games_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les jeux PC de la ludothèque LAN Center Network : des titres à la une et une soixantaine de jeux que les lieux membres peuvent proposer sur chaque machine.`)
};

const es_info_games_meta = /** @type {(inputs: Info_Games_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los juegos de PC de la biblioteca de LAN Center Network: títulos destacados y unos 60 juegos que los locales miembros pueden ofrecer en cada equipo.`)
};

const pt_br2_info_games_meta = /** @type {(inputs: Info_Games_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Os jogos de PC da biblioteca da LAN Center Network: títulos em destaque e cerca de 60 jogos que os espaços associados podem oferecer em cada máquina.`)
};

const ja_info_games_meta = /** @type {(inputs: Info_Games_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN Center NetworkライブラリのPCゲーム：注目タイトルと、加盟施設がすべてのPCで提供できる約60本のゲーム。`)
};

const ko_info_games_meta = /** @type {(inputs: Info_Games_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN Center Network 라이브러리의 PC 게임: 추천 타이틀과 회원 매장이 모든 PC에서 제공할 수 있는 약 60개의 게임.`)
};

/**
* | output |
* | --- |
* | "The PC games in the LAN Center Network library: featured titles and about 60 games that member venues can offer on every machine." |
*
* @param {Info_Games_MetaInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const info_games_meta = /** @type {((inputs?: Info_Games_MetaInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Games_MetaInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_info_games_meta(inputs)
	if (locale === "fr") return fr_info_games_meta(inputs)
	if (locale === "es") return es_info_games_meta(inputs)
	if (locale === "pt-BR") return pt_br2_info_games_meta(inputs)
	if (locale === "ja") return ja_info_games_meta(inputs)
	if (locale === "ko") return ko_info_games_meta(inputs)
	return en_info_games_meta(inputs)
});