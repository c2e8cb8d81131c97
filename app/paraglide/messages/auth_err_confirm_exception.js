/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Err_Confirm_ExceptionInputs */

const en_auth_err_confirm_exception = /** @type {(inputs: Auth_Err_Confirm_ExceptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An error occurred while confirming your email change.`)
};

const de_auth_err_confirm_exception = /** @type {(inputs: Auth_Err_Confirm_ExceptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beim Bestätigen der neuen E-Mail-Adresse ist ein Fehler aufgetreten.`)
};

const fr_auth_err_confirm_exception = /** @type {(inputs: Auth_Err_Confirm_ExceptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une erreur s'est produite lors de la confirmation du changement d'adresse e-mail.`)
};

const es_auth_err_confirm_exception = /** @type {(inputs: Auth_Err_Confirm_ExceptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se produjo un error al confirmar el cambio de correo.`)
};

const pt_br2_auth_err_confirm_exception = /** @type {(inputs: Auth_Err_Confirm_ExceptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ocorreu um erro ao confirmar a alteração de e-mail.`)
};

const ja_auth_err_confirm_exception = /** @type {(inputs: Auth_Err_Confirm_ExceptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`メールアドレス変更の確認中にエラーが発生しました。`)
};

const ko_auth_err_confirm_exception = /** @type {(inputs: Auth_Err_Confirm_ExceptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이메일 변경을 확인하는 중 오류가 발생했습니다.`)
};

/**
* | output |
* | --- |
* | "An error occurred while confirming your email change." |
*
* @param {Auth_Err_Confirm_ExceptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_err_confirm_exception = /** @type {((inputs?: Auth_Err_Confirm_ExceptionInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Err_Confirm_ExceptionInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_err_confirm_exception(inputs)
	if (locale === "fr") return fr_auth_err_confirm_exception(inputs)
	if (locale === "es") return es_auth_err_confirm_exception(inputs)
	if (locale === "pt-BR") return pt_br2_auth_err_confirm_exception(inputs)
	if (locale === "ja") return ja_auth_err_confirm_exception(inputs)
	if (locale === "ko") return ko_auth_err_confirm_exception(inputs)
	return en_auth_err_confirm_exception(inputs)
});