/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Err_Confirm_EmptyInputs */

const en_auth_err_confirm_empty = /** @type {(inputs: Auth_Err_Confirm_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please confirm your password.`)
};

const de_auth_err_confirm_empty = /** @type {(inputs: Auth_Err_Confirm_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte bestätige dein Passwort.`)
};

const fr_auth_err_confirm_empty = /** @type {(inputs: Auth_Err_Confirm_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez confirmer votre mot de passe.`)
};

const es_auth_err_confirm_empty = /** @type {(inputs: Auth_Err_Confirm_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirma tu contraseña.`)
};

const pt_br2_auth_err_confirm_empty = /** @type {(inputs: Auth_Err_Confirm_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirme sua senha.`)
};

const ja_auth_err_confirm_empty = /** @type {(inputs: Auth_Err_Confirm_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`確認のためパスワードをもう一度入力してください。`)
};

const ko_auth_err_confirm_empty = /** @type {(inputs: Auth_Err_Confirm_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`비밀번호를 한 번 더 입력해 확인하세요.`)
};

/**
* | output |
* | --- |
* | "Please confirm your password." |
*
* @param {Auth_Err_Confirm_EmptyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_err_confirm_empty = /** @type {((inputs?: Auth_Err_Confirm_EmptyInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Err_Confirm_EmptyInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_err_confirm_empty(inputs)
	if (locale === "fr") return fr_auth_err_confirm_empty(inputs)
	if (locale === "es") return es_auth_err_confirm_empty(inputs)
	if (locale === "pt-BR") return pt_br2_auth_err_confirm_empty(inputs)
	if (locale === "ja") return ja_auth_err_confirm_empty(inputs)
	if (locale === "ko") return ko_auth_err_confirm_empty(inputs)
	return en_auth_err_confirm_empty(inputs)
});