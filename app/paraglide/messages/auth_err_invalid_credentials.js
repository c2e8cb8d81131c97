/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Err_Invalid_CredentialsInputs */

const en_auth_err_invalid_credentials = /** @type {(inputs: Auth_Err_Invalid_CredentialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid credentials.`)
};

const de_auth_err_invalid_credentials = /** @type {(inputs: Auth_Err_Invalid_CredentialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ungültige Anmeldedaten.`)
};

const fr_auth_err_invalid_credentials = /** @type {(inputs: Auth_Err_Invalid_CredentialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identifiants non valides.`)
};

const es_auth_err_invalid_credentials = /** @type {(inputs: Auth_Err_Invalid_CredentialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Credenciales no válidas.`)
};

const pt_br2_auth_err_invalid_credentials = /** @type {(inputs: Auth_Err_Invalid_CredentialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Credenciais inválidas.`)
};

const ja_auth_err_invalid_credentials = /** @type {(inputs: Auth_Err_Invalid_CredentialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`認証情報が無効です。`)
};

const ko_auth_err_invalid_credentials = /** @type {(inputs: Auth_Err_Invalid_CredentialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`잘못된 인증 정보입니다.`)
};

/**
* | output |
* | --- |
* | "Invalid credentials." |
*
* @param {Auth_Err_Invalid_CredentialsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_err_invalid_credentials = /** @type {((inputs?: Auth_Err_Invalid_CredentialsInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Err_Invalid_CredentialsInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_err_invalid_credentials(inputs)
	if (locale === "fr") return fr_auth_err_invalid_credentials(inputs)
	if (locale === "es") return es_auth_err_invalid_credentials(inputs)
	if (locale === "pt-BR") return pt_br2_auth_err_invalid_credentials(inputs)
	if (locale === "ja") return ja_auth_err_invalid_credentials(inputs)
	if (locale === "ko") return ko_auth_err_invalid_credentials(inputs)
	return en_auth_err_invalid_credentials(inputs)
});