/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Err_Password_CommonInputs */

const en_auth_err_password_common = /** @type {(inputs: Auth_Err_Password_CommonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This password is too common and easy to guess. Please choose a less common password.`)
};

const de_auth_err_password_common = /** @type {(inputs: Auth_Err_Password_CommonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses Passwort ist zu verbreitet und leicht zu erraten. Bitte wähle ein weniger verbreitetes Passwort.`)
};

const fr_auth_err_password_common = /** @type {(inputs: Auth_Err_Password_CommonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce mot de passe est trop courant et facile à deviner. Veuillez en choisir un moins courant.`)
};

const es_auth_err_password_common = /** @type {(inputs: Auth_Err_Password_CommonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta contraseña es demasiado común y fácil de adivinar. Elige una menos común.`)
};

const pt_br2_auth_err_password_common = /** @type {(inputs: Auth_Err_Password_CommonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta senha é muito comum e fácil de adivinhar. Escolha uma senha menos comum.`)
};

const ja_auth_err_password_common = /** @type {(inputs: Auth_Err_Password_CommonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`このパスワードはよく使われていて推測されやすいです。もっと珍しいパスワードを選んでください。`)
};

const ko_auth_err_password_common = /** @type {(inputs: Auth_Err_Password_CommonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`너무 흔해서 추측하기 쉬운 비밀번호입니다. 덜 흔한 비밀번호를 선택하세요.`)
};

/**
* | output |
* | --- |
* | "This password is too common and easy to guess. Please choose a less common password." |
*
* @param {Auth_Err_Password_CommonInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_err_password_common = /** @type {((inputs?: Auth_Err_Password_CommonInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Err_Password_CommonInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_err_password_common(inputs)
	if (locale === "fr") return fr_auth_err_password_common(inputs)
	if (locale === "es") return es_auth_err_password_common(inputs)
	if (locale === "pt-BR") return pt_br2_auth_err_password_common(inputs)
	if (locale === "ja") return ja_auth_err_password_common(inputs)
	if (locale === "ko") return ko_auth_err_password_common(inputs)
	return en_auth_err_password_common(inputs)
});