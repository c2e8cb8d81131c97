/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Pc_TextInputs */

const en_home_pc_text = /** @type {(inputs: Home_Pc_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`One subscription brings a large library of licensed PC games to your venue, managed for you and ready for your players.`)
};

const de_home_pc_text = /** @type {(inputs: Home_Pc_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ein Abonnement bringt eine große Bibliothek lizenzierter PC-Spiele in Ihr Haus, für Sie verwaltet und bereit für Ihre Gäste.`)
};

const fr_home_pc_text = /** @type {(inputs: Home_Pc_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un seul abonnement apporte une vaste ludothèque de jeux PC sous licence dans votre lieu, gérée pour vous et prête pour vos joueurs.`)
};

const es_home_pc_text = /** @type {(inputs: Home_Pc_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una sola suscripción lleva a tu local una gran biblioteca de juegos de PC con licencia, gestionada por nosotros y lista para tus jugadores.`)
};

const pt_br2_home_pc_text = /** @type {(inputs: Home_Pc_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uma só assinatura leva ao seu espaço uma grande biblioteca de jogos de PC licenciados, gerenciada para você e pronta para seus jogadores.`)
};

const ja_home_pc_text = /** @type {(inputs: Home_Pc_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ひとつのサブスクリプションで、ライセンス済みPCゲームの大規模ライブラリを店舗に。管理はお任せ、プレイヤーはすぐに遊べます。`)
};

const ko_home_pc_text = /** @type {(inputs: Home_Pc_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`구독 하나로 라이선스 PC 게임 대형 라이브러리를 매장에 제공합니다. 관리는 저희가, 플레이어는 바로 즐기세요.`)
};

/**
* | output |
* | --- |
* | "One subscription brings a large library of licensed PC games to your venue, managed for you and ready for your players." |
*
* @param {Home_Pc_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const home_pc_text = /** @type {((inputs?: Home_Pc_TextInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Pc_TextInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_home_pc_text(inputs)
	if (locale === "fr") return fr_home_pc_text(inputs)
	if (locale === "es") return es_home_pc_text(inputs)
	if (locale === "pt-BR") return pt_br2_home_pc_text(inputs)
	if (locale === "ja") return ja_home_pc_text(inputs)
	if (locale === "ko") return ko_home_pc_text(inputs)
	return en_home_pc_text(inputs)
});