/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Signup_B2Inputs */

const en_landing_signup_b2 = /** @type {(inputs: Landing_Signup_B2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Featured placement on the gamer platform`)
};

const de_landing_signup_b2 = /** @type {(inputs: Landing_Signup_B2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hervorgehobene Platzierung auf der Gamer-Plattform`)
};

const fr_landing_signup_b2 = /** @type {(inputs: Landing_Signup_B2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une mise en avant sur la plateforme des joueurs`)
};

const es_landing_signup_b2 = /** @type {(inputs: Landing_Signup_B2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Posición destacada en la plataforma para jugadores`)
};

const pt_br2_landing_signup_b2 = /** @type {(inputs: Landing_Signup_B2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Destaque na plataforma para gamers`)
};

const ja_landing_signup_b2 = /** @type {(inputs: Landing_Signup_B2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ゲーマー向けプラットフォームでの注目掲載`)
};

const ko_landing_signup_b2 = /** @type {(inputs: Landing_Signup_B2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`게이머 플랫폼에 추천 노출`)
};

/**
* | output |
* | --- |
* | "Featured placement on the gamer platform" |
*
* @param {Landing_Signup_B2Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const landing_signup_b2 = /** @type {((inputs?: Landing_Signup_B2Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Signup_B2Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_landing_signup_b2(inputs)
	if (locale === "fr") return fr_landing_signup_b2(inputs)
	if (locale === "es") return es_landing_signup_b2(inputs)
	if (locale === "pt-BR") return pt_br2_landing_signup_b2(inputs)
	if (locale === "ja") return ja_landing_signup_b2(inputs)
	if (locale === "ko") return ko_landing_signup_b2(inputs)
	return en_landing_signup_b2(inputs)
});