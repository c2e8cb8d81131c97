/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Err_Confirm_Session_FailedInputs */

const en_auth_err_confirm_session_failed = /** @type {(inputs: Auth_Err_Confirm_Session_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to confirm email change. Please try again.`)
};

const de_auth_err_confirm_session_failed = /** @type {(inputs: Auth_Err_Confirm_Session_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Änderung der E-Mail-Adresse konnte nicht bestätigt werden. Bitte versuche es erneut.`)
};

const fr_auth_err_confirm_session_failed = /** @type {(inputs: Auth_Err_Confirm_Session_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de confirmer le changement d'adresse e-mail. Veuillez réessayer.`)
};

const es_auth_err_confirm_session_failed = /** @type {(inputs: Auth_Err_Confirm_Session_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo confirmar el cambio de correo. Inténtalo de nuevo.`)
};

const pt_br2_auth_err_confirm_session_failed = /** @type {(inputs: Auth_Err_Confirm_Session_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não foi possível confirmar a alteração de e-mail. Tente novamente.`)
};

const ja_auth_err_confirm_session_failed = /** @type {(inputs: Auth_Err_Confirm_Session_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`メールアドレスの変更を確認できませんでした。もう一度お試しください。`)
};

const ko_auth_err_confirm_session_failed = /** @type {(inputs: Auth_Err_Confirm_Session_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이메일 변경을 확인하지 못했습니다. 다시 시도하세요.`)
};

/**
* | output |
* | --- |
* | "Failed to confirm email change. Please try again." |
*
* @param {Auth_Err_Confirm_Session_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_err_confirm_session_failed = /** @type {((inputs?: Auth_Err_Confirm_Session_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Err_Confirm_Session_FailedInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_err_confirm_session_failed(inputs)
	if (locale === "fr") return fr_auth_err_confirm_session_failed(inputs)
	if (locale === "es") return es_auth_err_confirm_session_failed(inputs)
	if (locale === "pt-BR") return pt_br2_auth_err_confirm_session_failed(inputs)
	if (locale === "ja") return ja_auth_err_confirm_session_failed(inputs)
	if (locale === "ko") return ko_auth_err_confirm_session_failed(inputs)
	return en_auth_err_confirm_session_failed(inputs)
});