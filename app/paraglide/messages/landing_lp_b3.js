/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Lp_B3Inputs */

const en_landing_lp_b3 = /** @type {(inputs: Landing_Lp_B3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your event listed on the gamer platform after review`)
};

const de_landing_lp_b3 = /** @type {(inputs: Landing_Lp_B3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr Event nach Prüfung auf der Gamer-Plattform`)
};

const fr_landing_lp_b3 = /** @type {(inputs: Landing_Lp_B3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre événement publié sur la plateforme des joueurs après examen`)
};

const es_landing_lp_b3 = /** @type {(inputs: Landing_Lp_B3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu evento publicado en la plataforma para jugadores tras la revisión`)
};

const pt_br2_landing_lp_b3 = /** @type {(inputs: Landing_Lp_B3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seu evento publicado na plataforma para gamers após a revisão`)
};

const ja_landing_lp_b3 = /** @type {(inputs: Landing_Lp_B3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`審査後、イベントをゲーマー向けプラットフォームに掲載`)
};

const ko_landing_lp_b3 = /** @type {(inputs: Landing_Lp_B3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`검토 후 게이머 플랫폼에 이벤트 게재`)
};

/**
* | output |
* | --- |
* | "Your event listed on the gamer platform after review" |
*
* @param {Landing_Lp_B3Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const landing_lp_b3 = /** @type {((inputs?: Landing_Lp_B3Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Lp_B3Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_landing_lp_b3(inputs)
	if (locale === "fr") return fr_landing_lp_b3(inputs)
	if (locale === "es") return es_landing_lp_b3(inputs)
	if (locale === "pt-BR") return pt_br2_landing_lp_b3(inputs)
	if (locale === "ja") return ja_landing_lp_b3(inputs)
	if (locale === "ko") return ko_landing_lp_b3(inputs)
	return en_landing_lp_b3(inputs)
});