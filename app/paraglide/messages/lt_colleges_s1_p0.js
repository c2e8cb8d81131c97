/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lt_Colleges_S1_P0Inputs */

const en_lt_colleges_s1_p0 = /** @type {(inputs: Lt_Colleges_S1_P0Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Host tournaments and club nights, list them on the gamer platform and join showcase events with game studios. New games arrive bi-weekly.`)
};

const de_lt_colleges_s1_p0 = /** @type {(inputs: Lt_Colleges_S1_P0Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veranstalten Sie Turniere und Clubabende, listen Sie sie auf der Gamer-Plattform und nehmen Sie an Showcase-Events mit Spielestudios teil. Neue Spiele kommen alle zwei Wochen.`)
};

const fr_lt_colleges_s1_p0 = /** @type {(inputs: Lt_Colleges_S1_P0Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organisez des tournois et des soirées de club, publiez-les sur la plateforme des joueurs et participez à des événements vitrines avec des studios. De nouveaux jeux arrivent toutes les deux semaines.`)
};

const es_lt_colleges_s1_p0 = /** @type {(inputs: Lt_Colleges_S1_P0Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organiza torneos y noches de club, publícalos en la plataforma para jugadores y participa en eventos de presentación con estudios. Cada dos semanas llegan juegos nuevos.`)
};

const pt_br2_lt_colleges_s1_p0 = /** @type {(inputs: Lt_Colleges_S1_P0Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organize campeonatos e noites de clube, divulgue-os na plataforma para gamers e participe de eventos de showcase com estúdios. Novos jogos chegam a cada duas semanas.`)
};

const ja_lt_colleges_s1_p0 = /** @type {(inputs: Lt_Colleges_S1_P0Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`大会やクラブナイトを開催してゲーマー向けプラットフォームに掲載し、ゲームスタジオとのショーケースイベントに参加しましょう。新しいゲームは隔週で追加されます。`)
};

const ko_lt_colleges_s1_p0 = /** @type {(inputs: Lt_Colleges_S1_P0Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`대회와 동아리 모임을 열고 게이머 플랫폼에 등록하며, 게임 스튜디오와 함께하는 쇼케이스 이벤트에 참여하세요. 새 게임은 2주마다 추가됩니다.`)
};

/**
* | output |
* | --- |
* | "Host tournaments and club nights, list them on the gamer platform and join showcase events with game studios. New games arrive bi-weekly." |
*
* @param {Lt_Colleges_S1_P0Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_colleges_s1_p0 = /** @type {((inputs?: Lt_Colleges_S1_P0Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lt_Colleges_S1_P0Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_lt_colleges_s1_p0(inputs)
	if (locale === "fr") return fr_lt_colleges_s1_p0(inputs)
	if (locale === "es") return es_lt_colleges_s1_p0(inputs)
	if (locale === "pt-BR") return pt_br2_lt_colleges_s1_p0(inputs)
	if (locale === "ja") return ja_lt_colleges_s1_p0(inputs)
	if (locale === "ko") return ko_lt_colleges_s1_p0(inputs)
	return en_lt_colleges_s1_p0(inputs)
});