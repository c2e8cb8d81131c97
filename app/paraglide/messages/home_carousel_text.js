/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Carousel_TextInputs */

const en_home_carousel_text = /** @type {(inputs: Home_Carousel_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every genre your players love, ready on every machine.`)
};

const de_home_carousel_text = /** @type {(inputs: Home_Carousel_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jedes Genre, das Ihre Gäste lieben, bereit auf jedem Rechner.`)
};

const fr_home_carousel_text = /** @type {(inputs: Home_Carousel_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tous les genres que vos joueurs adorent, prêts sur chaque machine.`)
};

const es_home_carousel_text = /** @type {(inputs: Home_Carousel_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos los géneros que les encantan a tus jugadores, listos en cada equipo.`)
};

const pt_br2_home_carousel_text = /** @type {(inputs: Home_Carousel_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos os gêneros que seus jogadores amam, prontos em cada máquina.`)
};

const ja_home_carousel_text = /** @type {(inputs: Home_Carousel_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`プレイヤーが好きなあらゆるジャンルを、すべてのマシンで。`)
};

const ko_home_carousel_text = /** @type {(inputs: Home_Carousel_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`플레이어가 좋아하는 모든 장르를 모든 PC에서.`)
};

/**
* | output |
* | --- |
* | "Every genre your players love, ready on every machine." |
*
* @param {Home_Carousel_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const home_carousel_text = /** @type {((inputs?: Home_Carousel_TextInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Carousel_TextInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_home_carousel_text(inputs)
	if (locale === "fr") return fr_home_carousel_text(inputs)
	if (locale === "es") return es_home_carousel_text(inputs)
	if (locale === "pt-BR") return pt_br2_home_carousel_text(inputs)
	if (locale === "ja") return ja_home_carousel_text(inputs)
	if (locale === "ko") return ko_home_carousel_text(inputs)
	return en_home_carousel_text(inputs)
});