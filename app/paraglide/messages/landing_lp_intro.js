/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Lp_IntroInputs */

const en_landing_lp_intro = /** @type {(inputs: Landing_Lp_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bring a licensed game library to every table at your event and get your party in front of gamers on our platform.`)
};

const de_landing_lp_intro = /** @type {(inputs: Landing_Lp_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bringen Sie eine lizenzierte Spielebibliothek an jeden Tisch Ihres Events und machen Sie Ihre Party auf unserer Plattform bei Gamern bekannt.`)
};

const fr_landing_lp_intro = /** @type {(inputs: Landing_Lp_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apportez une ludothèque sous licence à chaque table de votre événement et faites connaître votre LAN aux joueurs sur notre plateforme.`)
};

const es_landing_lp_intro = /** @type {(inputs: Landing_Lp_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lleva una biblioteca de juegos con licencia a cada mesa de tu evento y da a conocer tu LAN party entre los jugadores de nuestra plataforma.`)
};

const pt_br2_landing_lp_intro = /** @type {(inputs: Landing_Lp_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leve uma biblioteca de jogos licenciada a cada mesa do seu evento e mostre sua LAN party aos gamers da nossa plataforma.`)
};

const ja_landing_lp_intro = /** @type {(inputs: Landing_Lp_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`イベントのすべての席にライセンス済みゲームライブラリを届け、私たちのプラットフォームでゲーマーにパーティーを告知しましょう。`)
};

const ko_landing_lp_intro = /** @type {(inputs: Landing_Lp_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이벤트의 모든 자리에 라이선스 게임 라이브러리를 제공하고, 저희 플랫폼에서 게이머에게 파티를 알리세요.`)
};

/**
* | output |
* | --- |
* | "Bring a licensed game library to every table at your event and get your party in front of gamers on our platform." |
*
* @param {Landing_Lp_IntroInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const landing_lp_intro = /** @type {((inputs?: Landing_Lp_IntroInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Lp_IntroInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_landing_lp_intro(inputs)
	if (locale === "fr") return fr_landing_lp_intro(inputs)
	if (locale === "es") return es_landing_lp_intro(inputs)
	if (locale === "pt-BR") return pt_br2_landing_lp_intro(inputs)
	if (locale === "ja") return ja_landing_lp_intro(inputs)
	if (locale === "ko") return ko_landing_lp_intro(inputs)
	return en_landing_lp_intro(inputs)
});