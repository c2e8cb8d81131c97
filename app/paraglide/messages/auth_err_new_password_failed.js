/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Err_New_Password_FailedInputs */

const en_auth_err_new_password_failed = /** @type {(inputs: Auth_Err_New_Password_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to update password. Please try again.`)
};

const de_auth_err_new_password_failed = /** @type {(inputs: Auth_Err_New_Password_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das Passwort konnte nicht geändert werden. Bitte versuche es erneut.`)
};

const fr_auth_err_new_password_failed = /** @type {(inputs: Auth_Err_New_Password_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de mettre à jour le mot de passe. Veuillez réessayer.`)
};

const es_auth_err_new_password_failed = /** @type {(inputs: Auth_Err_New_Password_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo actualizar la contraseña. Inténtalo de nuevo.`)
};

const pt_br2_auth_err_new_password_failed = /** @type {(inputs: Auth_Err_New_Password_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não foi possível atualizar a senha. Tente novamente.`)
};

const ja_auth_err_new_password_failed = /** @type {(inputs: Auth_Err_New_Password_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`パスワードを更新できませんでした。もう一度お試しください。`)
};

const ko_auth_err_new_password_failed = /** @type {(inputs: Auth_Err_New_Password_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`비밀번호를 업데이트하지 못했습니다. 다시 시도하세요.`)
};

/**
* | output |
* | --- |
* | "Failed to update password. Please try again." |
*
* @param {Auth_Err_New_Password_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_err_new_password_failed = /** @type {((inputs?: Auth_Err_New_Password_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Err_New_Password_FailedInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_err_new_password_failed(inputs)
	if (locale === "fr") return fr_auth_err_new_password_failed(inputs)
	if (locale === "es") return es_auth_err_new_password_failed(inputs)
	if (locale === "pt-BR") return pt_br2_auth_err_new_password_failed(inputs)
	if (locale === "ja") return ja_auth_err_new_password_failed(inputs)
	if (locale === "ko") return ko_auth_err_new_password_failed(inputs)
	return en_auth_err_new_password_failed(inputs)
});