/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Err_Delete_Password_WrongInputs */

const en_auth_err_delete_password_wrong = /** @type {(inputs: Auth_Err_Delete_Password_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That password is incorrect. Your account was not deleted.`)
};

const de_auth_err_delete_password_wrong = /** @type {(inputs: Auth_Err_Delete_Password_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das Passwort ist falsch. Dein Konto wurde nicht gelöscht.`)
};

const fr_auth_err_delete_password_wrong = /** @type {(inputs: Auth_Err_Delete_Password_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce mot de passe est incorrect. Votre compte n'a pas été supprimé.`)
};

const es_auth_err_delete_password_wrong = /** @type {(inputs: Auth_Err_Delete_Password_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La contraseña es incorrecta. Tu cuenta no se ha eliminado.`)
};

const pt_br2_auth_err_delete_password_wrong = /** @type {(inputs: Auth_Err_Delete_Password_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Essa senha está incorreta. Sua conta não foi excluída.`)
};

const ja_auth_err_delete_password_wrong = /** @type {(inputs: Auth_Err_Delete_Password_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`パスワードが正しくありません。アカウントは削除されていません。`)
};

const ko_auth_err_delete_password_wrong = /** @type {(inputs: Auth_Err_Delete_Password_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`비밀번호가 올바르지 않습니다. 계정은 삭제되지 않았습니다.`)
};

/**
* | output |
* | --- |
* | "That password is incorrect. Your account was not deleted." |
*
* @param {Auth_Err_Delete_Password_WrongInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_err_delete_password_wrong = /** @type {((inputs?: Auth_Err_Delete_Password_WrongInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Err_Delete_Password_WrongInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_err_delete_password_wrong(inputs)
	if (locale === "fr") return fr_auth_err_delete_password_wrong(inputs)
	if (locale === "es") return es_auth_err_delete_password_wrong(inputs)
	if (locale === "pt-BR") return pt_br2_auth_err_delete_password_wrong(inputs)
	if (locale === "ja") return ja_auth_err_delete_password_wrong(inputs)
	if (locale === "ko") return ko_auth_err_delete_password_wrong(inputs)
	return en_auth_err_delete_password_wrong(inputs)
});