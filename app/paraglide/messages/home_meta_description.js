/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Meta_DescriptionInputs */

const en_home_meta_description = /** @type {(inputs: Home_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Find LAN centers near you, add a licensed PC café game library to your venue and join a network of gaming centers world-wide.`)
};

const de_home_meta_description = /** @type {(inputs: Home_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Finden Sie LAN-Center in Ihrer Nähe, holen Sie eine lizenzierte PC-Café-Spielebibliothek in Ihr Haus und werden Sie Teil eines weltweiten Netzwerks von Gaming-Centern.`)
};

const fr_home_meta_description = /** @type {(inputs: Home_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trouvez des centres LAN près de chez vous, ajoutez une ludothèque PC café sous licence à votre lieu et rejoignez un réseau mondial de centres de jeu.`)
};

const es_home_meta_description = /** @type {(inputs: Home_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Encuentra centros LAN cerca de ti, añade a tu local una biblioteca de juegos con licencia para cibercafés y únete a una red mundial de centros de juego.`)
};

const pt_br2_home_meta_description = /** @type {(inputs: Home_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Encontre centros LAN perto de você, leve uma biblioteca de jogos licenciada para lan houses ao seu espaço e junte-se a uma rede mundial de centros de games.`)
};

const ja_home_meta_description = /** @type {(inputs: Home_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`近くのLANセンターを探し、店舗にライセンス済みのPCカフェ向けゲームライブラリを導入して、世界中のゲーミングセンターのネットワークに参加しましょう。`)
};

const ko_home_meta_description = /** @type {(inputs: Home_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`가까운 LAN 센터를 찾고, 매장에 라이선스 PC방 게임 라이브러리를 들이고, 전 세계 게이밍 센터 네트워크에 함께하세요.`)
};

/**
* | output |
* | --- |
* | "Find LAN centers near you, add a licensed PC café game library to your venue and join a network of gaming centers world-wide." |
*
* @param {Home_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const home_meta_description = /** @type {((inputs?: Home_Meta_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Meta_DescriptionInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_home_meta_description(inputs)
	if (locale === "fr") return fr_home_meta_description(inputs)
	if (locale === "es") return es_home_meta_description(inputs)
	if (locale === "pt-BR") return pt_br2_home_meta_description(inputs)
	if (locale === "ja") return ja_home_meta_description(inputs)
	if (locale === "ko") return ko_home_meta_description(inputs)
	return en_home_meta_description(inputs)
});