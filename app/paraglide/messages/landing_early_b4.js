/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Early_B4Inputs */

const en_landing_early_b4 = /** @type {(inputs: Landing_Early_B4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Priority listing on the map and the gamer platform`)
};

const de_landing_early_b4 = /** @type {(inputs: Landing_Early_B4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bevorzugte Platzierung auf der Karte und der Gamer-Plattform`)
};

const fr_landing_early_b4 = /** @type {(inputs: Landing_Early_B4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un référencement prioritaire sur la carte et la plateforme des joueurs`)
};

const es_landing_early_b4 = /** @type {(inputs: Landing_Early_B4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Posición prioritaria en el mapa y en la plataforma para jugadores`)
};

const pt_br2_landing_early_b4 = /** @type {(inputs: Landing_Early_B4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Destaque prioritário no mapa e na plataforma para gamers`)
};

const ja_landing_early_b4 = /** @type {(inputs: Landing_Early_B4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`地図とゲーマー向けプラットフォームでの優先掲載`)
};

const ko_landing_early_b4 = /** @type {(inputs: Landing_Early_B4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`지도와 게이머 플랫폼 우선 노출`)
};

/**
* | output |
* | --- |
* | "Priority listing on the map and the gamer platform" |
*
* @param {Landing_Early_B4Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const landing_early_b4 = /** @type {((inputs?: Landing_Early_B4Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Early_B4Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_landing_early_b4(inputs)
	if (locale === "fr") return fr_landing_early_b4(inputs)
	if (locale === "es") return es_landing_early_b4(inputs)
	if (locale === "pt-BR") return pt_br2_landing_early_b4(inputs)
	if (locale === "ja") return ja_landing_early_b4(inputs)
	if (locale === "ko") return ko_landing_early_b4(inputs)
	return en_landing_early_b4(inputs)
});