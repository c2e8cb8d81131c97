/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Adm_Login_DeniedInputs */

const en_adm_login_denied = /** @type {(inputs: Adm_Login_DeniedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid credentials. Access denied.`)
};

const de_adm_login_denied = /** @type {(inputs: Adm_Login_DeniedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ungültige Zugangsdaten. Zugriff verweigert.`)
};

const fr_adm_login_denied = /** @type {(inputs: Adm_Login_DeniedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identifiants invalides. Accès refusé.`)
};

const es_adm_login_denied = /** @type {(inputs: Adm_Login_DeniedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Credenciales no válidas. Acceso denegado.`)
};

const pt_br2_adm_login_denied = /** @type {(inputs: Adm_Login_DeniedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Credenciais inválidas. Acesso negado.`)
};

const ja_adm_login_denied = /** @type {(inputs: Adm_Login_DeniedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`認証情報が無効です。アクセスが拒否されました。`)
};

const ko_adm_login_denied = /** @type {(inputs: Adm_Login_DeniedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`자격 증명이 올바르지 않습니다. 접근이 거부되었습니다.`)
};

/**
* | output |
* | --- |
* | "Invalid credentials. Access denied." |
*
* @param {Adm_Login_DeniedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adm_login_denied = /** @type {((inputs?: Adm_Login_DeniedInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adm_Login_DeniedInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adm_login_denied(inputs)
	if (locale === "fr") return fr_adm_login_denied(inputs)
	if (locale === "es") return es_adm_login_denied(inputs)
	if (locale === "pt-BR") return pt_br2_adm_login_denied(inputs)
	if (locale === "ja") return ja_adm_login_denied(inputs)
	if (locale === "ko") return ko_adm_login_denied(inputs)
	return en_adm_login_denied(inputs)
});