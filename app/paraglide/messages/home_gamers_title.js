/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Gamers_TitleInputs */

const en_home_gamers_title = /** @type {(inputs: Home_Gamers_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The Gamer Platform`)
};

const de_home_gamers_title = /** @type {(inputs: Home_Gamers_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Gamer-Plattform`)
};

const fr_home_gamers_title = /** @type {(inputs: Home_Gamers_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La plateforme gamer`)
};

const es_home_gamers_title = /** @type {(inputs: Home_Gamers_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La plataforma gamer`)
};

const pt_br2_home_gamers_title = /** @type {(inputs: Home_Gamers_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A plataforma gamer`)
};

const ja_home_gamers_title = /** @type {(inputs: Home_Gamers_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ゲーマープラットフォーム`)
};

const ko_home_gamers_title = /** @type {(inputs: Home_Gamers_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`게이머 플랫폼`)
};

/**
* | output |
* | --- |
* | "The Gamer Platform" |
*
* @param {Home_Gamers_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const home_gamers_title = /** @type {((inputs?: Home_Gamers_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Gamers_TitleInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_home_gamers_title(inputs)
	if (locale === "fr") return fr_home_gamers_title(inputs)
	if (locale === "es") return es_home_gamers_title(inputs)
	if (locale === "pt-BR") return pt_br2_home_gamers_title(inputs)
	if (locale === "ja") return ja_home_gamers_title(inputs)
	if (locale === "ko") return ko_home_gamers_title(inputs)
	return en_home_gamers_title(inputs)
});