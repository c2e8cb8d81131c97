/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Signup_B6Inputs */

const en_landing_signup_b6 = /** @type {(inputs: Landing_Signup_B6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A chat community of center owners`)
};

const de_landing_signup_b6 = /** @type {(inputs: Landing_Signup_B6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eine Chat-Community von Center-Betreibern`)
};

const fr_landing_signup_b6 = /** @type {(inputs: Landing_Signup_B6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une communauté de discussion entre gérants de centres`)
};

const es_landing_signup_b6 = /** @type {(inputs: Landing_Signup_B6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una comunidad de chat de dueños de centros`)
};

const pt_br2_landing_signup_b6 = /** @type {(inputs: Landing_Signup_B6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uma comunidade de chat de donos de centros`)
};

const ja_landing_signup_b6 = /** @type {(inputs: Landing_Signup_B6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`センターオーナーのチャットコミュニティ`)
};

const ko_landing_signup_b6 = /** @type {(inputs: Landing_Signup_B6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`센터 운영자 채팅 커뮤니티`)
};

/**
* | output |
* | --- |
* | "A chat community of center owners" |
*
* @param {Landing_Signup_B6Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const landing_signup_b6 = /** @type {((inputs?: Landing_Signup_B6Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Signup_B6Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_landing_signup_b6(inputs)
	if (locale === "fr") return fr_landing_signup_b6(inputs)
	if (locale === "es") return es_landing_signup_b6(inputs)
	if (locale === "pt-BR") return pt_br2_landing_signup_b6(inputs)
	if (locale === "ja") return ja_landing_signup_b6(inputs)
	if (locale === "ko") return ko_landing_signup_b6(inputs)
	return en_landing_signup_b6(inputs)
});