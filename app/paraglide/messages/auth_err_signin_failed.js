/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Err_Signin_FailedInputs */

const en_auth_err_signin_failed = /** @type {(inputs: Auth_Err_Signin_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to sign in. Please check your credentials and try again.`)
};

const de_auth_err_signin_failed = /** @type {(inputs: Auth_Err_Signin_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Anmeldung ist fehlgeschlagen. Bitte überprüfe deine Angaben und versuche es erneut.`)
};

const fr_auth_err_signin_failed = /** @type {(inputs: Auth_Err_Signin_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La connexion a échoué. Vérifiez vos identifiants et réessayez.`)
};

const es_auth_err_signin_failed = /** @type {(inputs: Auth_Err_Signin_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo iniciar sesión. Revisa tus credenciales e inténtalo de nuevo.`)
};

const pt_br2_auth_err_signin_failed = /** @type {(inputs: Auth_Err_Signin_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não foi possível entrar. Verifique suas credenciais e tente novamente.`)
};

const ja_auth_err_signin_failed = /** @type {(inputs: Auth_Err_Signin_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`サインインできませんでした。入力内容を確認して、もう一度お試しください。`)
};

const ko_auth_err_signin_failed = /** @type {(inputs: Auth_Err_Signin_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`로그인하지 못했습니다. 입력한 정보를 확인하고 다시 시도하세요.`)
};

/**
* | output |
* | --- |
* | "Failed to sign in. Please check your credentials and try again." |
*
* @param {Auth_Err_Signin_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_err_signin_failed = /** @type {((inputs?: Auth_Err_Signin_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Err_Signin_FailedInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_err_signin_failed(inputs)
	if (locale === "fr") return fr_auth_err_signin_failed(inputs)
	if (locale === "es") return es_auth_err_signin_failed(inputs)
	if (locale === "pt-BR") return pt_br2_auth_err_signin_failed(inputs)
	if (locale === "ja") return ja_auth_err_signin_failed(inputs)
	if (locale === "ko") return ko_auth_err_signin_failed(inputs)
	return en_auth_err_signin_failed(inputs)
});