/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Gamers_TextInputs */

const en_home_gamers_text = /** @type {(inputs: Home_Gamers_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gamers find centers and LAN parties near them, see upcoming events and discover new places to play. Every verified center is featured there.`)
};

const de_home_gamers_text = /** @type {(inputs: Home_Gamers_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gamer finden Center und LAN-Partys in ihrer Nähe, sehen kommende Events und entdecken neue Orte zum Spielen. Jedes verifizierte Center ist dort zu finden.`)
};

const fr_home_gamers_text = /** @type {(inputs: Home_Gamers_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les gamers trouvent des centres et des LAN parties près de chez eux, voient les événements à venir et découvrent de nouveaux lieux où jouer. Chaque centre vérifié y figure.`)
};

const es_home_gamers_text = /** @type {(inputs: Home_Gamers_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los gamers encuentran centros y LAN parties cerca, ven los próximos eventos y descubren nuevos lugares para jugar. Todos los centros verificados aparecen ahí.`)
};

const pt_br2_home_gamers_text = /** @type {(inputs: Home_Gamers_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gamers encontram centros e LAN parties perto deles, veem os próximos eventos e descobrem novos lugares para jogar. Todo centro verificado aparece lá.`)
};

const ja_home_gamers_text = /** @type {(inputs: Home_Gamers_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ゲーマーは近くのセンターやLANパーティーを見つけ、今後のイベントを確認し、新しい遊び場を発見できます。認証済みのセンターはすべて掲載されます。`)
};

const ko_home_gamers_text = /** @type {(inputs: Home_Gamers_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`게이머는 가까운 센터와 LAN 파티를 찾고, 다가오는 이벤트를 확인하고, 새로운 플레이 장소를 발견합니다. 인증된 모든 센터가 소개됩니다.`)
};

/**
* | output |
* | --- |
* | "Gamers find centers and LAN parties near them, see upcoming events and discover new places to play. Every verified center is featured there." |
*
* @param {Home_Gamers_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const home_gamers_text = /** @type {((inputs?: Home_Gamers_TextInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Gamers_TextInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_home_gamers_text(inputs)
	if (locale === "fr") return fr_home_gamers_text(inputs)
	if (locale === "es") return es_home_gamers_text(inputs)
	if (locale === "pt-BR") return pt_br2_home_gamers_text(inputs)
	if (locale === "ja") return ja_home_gamers_text(inputs)
	if (locale === "ko") return ko_home_gamers_text(inputs)
	return en_home_gamers_text(inputs)
});