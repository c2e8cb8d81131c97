/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Login_SubtitleInputs */

const en_auth_login_subtitle = /** @type {(inputs: Auth_Login_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Welcome back! Sign in to manage your LAN centers.`)
};

const de_auth_login_subtitle = /** @type {(inputs: Auth_Login_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Willkommen zurück! Melde dich an, um deine LAN-Center zu verwalten.`)
};

const fr_auth_login_subtitle = /** @type {(inputs: Auth_Login_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bon retour ! Connectez-vous pour gérer vos LAN centers.`)
};

const es_auth_login_subtitle = /** @type {(inputs: Auth_Login_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Hola de nuevo! Inicia sesión para gestionar tus LAN centers.`)
};

const pt_br2_auth_login_subtitle = /** @type {(inputs: Auth_Login_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Que bom ver você de novo! Entre para gerenciar seus LAN centers.`)
};

const ja_auth_login_subtitle = /** @type {(inputs: Auth_Login_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`おかえりなさい！サインインしてLANセンターを管理しましょう。`)
};

const ko_auth_login_subtitle = /** @type {(inputs: Auth_Login_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`다시 오신 것을 환영합니다! 로그인하여 LAN 센터를 관리하세요.`)
};

/**
* | output |
* | --- |
* | "Welcome back! Sign in to manage your LAN centers." |
*
* @param {Auth_Login_SubtitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_login_subtitle = /** @type {((inputs?: Auth_Login_SubtitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Login_SubtitleInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_login_subtitle(inputs)
	if (locale === "fr") return fr_auth_login_subtitle(inputs)
	if (locale === "es") return es_auth_login_subtitle(inputs)
	if (locale === "pt-BR") return pt_br2_auth_login_subtitle(inputs)
	if (locale === "ja") return ja_auth_login_subtitle(inputs)
	if (locale === "ko") return ko_auth_login_subtitle(inputs)
	return en_auth_login_subtitle(inputs)
});