/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Signup_PlayInputs */

const en_auth_signup_play = /** @type {(inputs: Auth_Signup_PlayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I play`)
};

const de_auth_signup_play = /** @type {(inputs: Auth_Signup_PlayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ich spiele`)
};

const fr_auth_signup_play = /** @type {(inputs: Auth_Signup_PlayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Je joue`)
};

const es_auth_signup_play = /** @type {(inputs: Auth_Signup_PlayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Juego`)
};

const pt_br2_auth_signup_play = /** @type {(inputs: Auth_Signup_PlayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eu jogo`)
};

const ja_auth_signup_play = /** @type {(inputs: Auth_Signup_PlayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`プレイする`)
};

const ko_auth_signup_play = /** @type {(inputs: Auth_Signup_PlayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`게임을 해요`)
};

/**
* | output |
* | --- |
* | "I play" |
*
* @param {Auth_Signup_PlayInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_signup_play = /** @type {((inputs?: Auth_Signup_PlayInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Signup_PlayInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_signup_play(inputs)
	if (locale === "fr") return fr_auth_signup_play(inputs)
	if (locale === "es") return es_auth_signup_play(inputs)
	if (locale === "pt-BR") return pt_br2_auth_signup_play(inputs)
	if (locale === "ja") return ja_auth_signup_play(inputs)
	if (locale === "ko") return ko_auth_signup_play(inputs)
	return en_auth_signup_play(inputs)
});