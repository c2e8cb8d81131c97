/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Games_IntroInputs */

const en_info_games_intro = /** @type {(inputs: Info_Games_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A taste of the licensed library member venues offer on every machine. New games are added bi-weekly.`)
};

const de_info_games_intro = /** @type {(inputs: Info_Games_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ein Vorgeschmack auf die lizenzierte Bibliothek, die Mitglieds-Locations auf jedem Rechner anbieten. Alle zwei Wochen kommen neue Spiele hinzu.`)
};

const fr_info_games_intro = /** @type {(inputs: Info_Games_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un aperçu de la ludothèque sous licence que les lieux membres proposent sur chaque machine. De nouveaux jeux arrivent toutes les deux semaines.`)
};

const es_info_games_intro = /** @type {(inputs: Info_Games_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una muestra de la biblioteca con licencia que los locales miembros ofrecen en cada equipo. Se añaden juegos nuevos cada dos semanas.`)
};

const pt_br2_info_games_intro = /** @type {(inputs: Info_Games_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uma amostra da biblioteca licenciada que os espaços associados oferecem em cada máquina. Novos jogos chegam a cada duas semanas.`)
};

const ja_info_games_intro = /** @type {(inputs: Info_Games_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`加盟施設がすべてのPCで提供しているライセンス済みライブラリの一部をご紹介します。新しいゲームは隔週で追加されます。`)
};

const ko_info_games_intro = /** @type {(inputs: Info_Games_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`회원 매장이 모든 PC에서 제공하는 라이선스 라이브러리를 미리 만나 보세요. 새 게임은 2주마다 추가됩니다.`)
};

/**
* | output |
* | --- |
* | "A taste of the licensed library member venues offer on every machine. New games are added bi-weekly." |
*
* @param {Info_Games_IntroInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const info_games_intro = /** @type {((inputs?: Info_Games_IntroInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Games_IntroInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_info_games_intro(inputs)
	if (locale === "fr") return fr_info_games_intro(inputs)
	if (locale === "es") return es_info_games_intro(inputs)
	if (locale === "pt-BR") return pt_br2_info_games_intro(inputs)
	if (locale === "ja") return ja_info_games_intro(inputs)
	if (locale === "ko") return ko_info_games_intro(inputs)
	return en_info_games_intro(inputs)
});