/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Login_Signing_InInputs */

const en_auth_login_signing_in = /** @type {(inputs: Auth_Login_Signing_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signing in...`)
};

const de_auth_login_signing_in = /** @type {(inputs: Auth_Login_Signing_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anmeldung läuft...`)
};

const fr_auth_login_signing_in = /** @type {(inputs: Auth_Login_Signing_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connexion...`)
};

const es_auth_login_signing_in = /** @type {(inputs: Auth_Login_Signing_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Iniciando sesión...`)
};

const pt_br2_auth_login_signing_in = /** @type {(inputs: Auth_Login_Signing_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrando...`)
};

const ja_auth_login_signing_in = /** @type {(inputs: Auth_Login_Signing_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`サインイン中...`)
};

const ko_auth_login_signing_in = /** @type {(inputs: Auth_Login_Signing_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`로그인 중...`)
};

/**
* | output |
* | --- |
* | "Signing in..." |
*
* @param {Auth_Login_Signing_InInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_login_signing_in = /** @type {((inputs?: Auth_Login_Signing_InInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Login_Signing_InInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_login_signing_in(inputs)
	if (locale === "fr") return fr_auth_login_signing_in(inputs)
	if (locale === "es") return es_auth_login_signing_in(inputs)
	if (locale === "pt-BR") return pt_br2_auth_login_signing_in(inputs)
	if (locale === "ja") return ja_auth_login_signing_in(inputs)
	if (locale === "ko") return ko_auth_login_signing_in(inputs)
	return en_auth_login_signing_in(inputs)
});