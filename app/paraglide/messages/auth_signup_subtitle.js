/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Signup_SubtitleInputs */

const en_auth_signup_subtitle = /** @type {(inputs: Auth_Signup_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Join the LAN Center Network.`)
};

const de_auth_signup_subtitle = /** @type {(inputs: Auth_Signup_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Werde Teil von LAN Center Network.`)
};

const fr_auth_signup_subtitle = /** @type {(inputs: Auth_Signup_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rejoignez LAN Center Network.`)
};

const es_auth_signup_subtitle = /** @type {(inputs: Auth_Signup_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Únete a LAN Center Network.`)
};

const pt_br2_auth_signup_subtitle = /** @type {(inputs: Auth_Signup_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Junte-se ao LAN Center Network.`)
};

const ja_auth_signup_subtitle = /** @type {(inputs: Auth_Signup_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN Center Network に参加しましょう。`)
};

const ko_auth_signup_subtitle = /** @type {(inputs: Auth_Signup_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN Center Network에 가입하세요.`)
};

/**
* | output |
* | --- |
* | "Join the LAN Center Network." |
*
* @param {Auth_Signup_SubtitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_signup_subtitle = /** @type {((inputs?: Auth_Signup_SubtitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Signup_SubtitleInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_signup_subtitle(inputs)
	if (locale === "fr") return fr_auth_signup_subtitle(inputs)
	if (locale === "es") return es_auth_signup_subtitle(inputs)
	if (locale === "pt-BR") return pt_br2_auth_signup_subtitle(inputs)
	if (locale === "ja") return ja_auth_signup_subtitle(inputs)
	if (locale === "ko") return ko_auth_signup_subtitle(inputs)
	return en_auth_signup_subtitle(inputs)
});