/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Err_Signin_IncorrectInputs */

const en_auth_err_signin_incorrect = /** @type {(inputs: Auth_Err_Signin_IncorrectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Incorrect email or password. Please check your credentials and try again.`)
};

const de_auth_err_signin_incorrect = /** @type {(inputs: Auth_Err_Signin_IncorrectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-Mail-Adresse oder Passwort ist falsch. Bitte überprüfe deine Angaben und versuche es erneut.`)
};

const fr_auth_err_signin_incorrect = /** @type {(inputs: Auth_Err_Signin_IncorrectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail ou mot de passe incorrect. Vérifiez vos identifiants et réessayez.`)
};

const es_auth_err_signin_incorrect = /** @type {(inputs: Auth_Err_Signin_IncorrectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Correo o contraseña incorrectos. Revisa tus credenciales e inténtalo de nuevo.`)
};

const pt_br2_auth_err_signin_incorrect = /** @type {(inputs: Auth_Err_Signin_IncorrectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail ou senha incorretos. Verifique suas credenciais e tente novamente.`)
};

const ja_auth_err_signin_incorrect = /** @type {(inputs: Auth_Err_Signin_IncorrectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`メールアドレスまたはパスワードが正しくありません。入力内容を確認して、もう一度お試しください。`)
};

const ko_auth_err_signin_incorrect = /** @type {(inputs: Auth_Err_Signin_IncorrectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이메일 또는 비밀번호가 올바르지 않습니다. 입력한 정보를 확인하고 다시 시도하세요.`)
};

/**
* | output |
* | --- |
* | "Incorrect email or password. Please check your credentials and try again." |
*
* @param {Auth_Err_Signin_IncorrectInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_err_signin_incorrect = /** @type {((inputs?: Auth_Err_Signin_IncorrectInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Err_Signin_IncorrectInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_err_signin_incorrect(inputs)
	if (locale === "fr") return fr_auth_err_signin_incorrect(inputs)
	if (locale === "es") return es_auth_err_signin_incorrect(inputs)
	if (locale === "pt-BR") return pt_br2_auth_err_signin_incorrect(inputs)
	if (locale === "ja") return ja_auth_err_signin_incorrect(inputs)
	if (locale === "ko") return ko_auth_err_signin_incorrect(inputs)
	return en_auth_err_signin_incorrect(inputs)
});