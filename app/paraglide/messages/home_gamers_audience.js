/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Gamers_AudienceInputs */

const en_home_gamers_audience = /** @type {(inputs: Home_Gamers_AudienceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For gamers`)
};

const de_home_gamers_audience = /** @type {(inputs: Home_Gamers_AudienceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Für Gamer`)
};

const fr_home_gamers_audience = /** @type {(inputs: Home_Gamers_AudienceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pour les gamers`)
};

const es_home_gamers_audience = /** @type {(inputs: Home_Gamers_AudienceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para gamers`)
};

const pt_br2_home_gamers_audience = /** @type {(inputs: Home_Gamers_AudienceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para gamers`)
};

const ja_home_gamers_audience = /** @type {(inputs: Home_Gamers_AudienceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ゲーマー向け`)
};

const ko_home_gamers_audience = /** @type {(inputs: Home_Gamers_AudienceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`게이머용`)
};

/**
* | output |
* | --- |
* | "For gamers" |
*
* @param {Home_Gamers_AudienceInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const home_gamers_audience = /** @type {((inputs?: Home_Gamers_AudienceInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Gamers_AudienceInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_home_gamers_audience(inputs)
	if (locale === "fr") return fr_home_gamers_audience(inputs)
	if (locale === "es") return es_home_gamers_audience(inputs)
	if (locale === "pt-BR") return pt_br2_home_gamers_audience(inputs)
	if (locale === "ja") return ja_home_gamers_audience(inputs)
	if (locale === "ko") return ko_home_gamers_audience(inputs)
	return en_home_gamers_audience(inputs)
});