/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Err_Send_Code_FailedInputs */

const en_auth_err_send_code_failed = /** @type {(inputs: Auth_Err_Send_Code_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to send verification code. Please try again.`)
};

const de_auth_err_send_code_failed = /** @type {(inputs: Auth_Err_Send_Code_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Bestätigungscode konnte nicht gesendet werden. Bitte versuche es erneut.`)
};

const fr_auth_err_send_code_failed = /** @type {(inputs: Auth_Err_Send_Code_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible d'envoyer le code de vérification. Veuillez réessayer.`)
};

const es_auth_err_send_code_failed = /** @type {(inputs: Auth_Err_Send_Code_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo enviar el código de verificación. Inténtalo de nuevo.`)
};

const pt_br2_auth_err_send_code_failed = /** @type {(inputs: Auth_Err_Send_Code_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não foi possível enviar o código de verificação. Tente novamente.`)
};

const ja_auth_err_send_code_failed = /** @type {(inputs: Auth_Err_Send_Code_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`確認コードを送信できませんでした。もう一度お試しください。`)
};

const ko_auth_err_send_code_failed = /** @type {(inputs: Auth_Err_Send_Code_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`인증 코드를 보내지 못했습니다. 다시 시도하세요.`)
};

/**
* | output |
* | --- |
* | "Failed to send verification code. Please try again." |
*
* @param {Auth_Err_Send_Code_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_err_send_code_failed = /** @type {((inputs?: Auth_Err_Send_Code_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Err_Send_Code_FailedInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_err_send_code_failed(inputs)
	if (locale === "fr") return fr_auth_err_send_code_failed(inputs)
	if (locale === "es") return es_auth_err_send_code_failed(inputs)
	if (locale === "pt-BR") return pt_br2_auth_err_send_code_failed(inputs)
	if (locale === "ja") return ja_auth_err_send_code_failed(inputs)
	if (locale === "ko") return ko_auth_err_send_code_failed(inputs)
	return en_auth_err_send_code_failed(inputs)
});