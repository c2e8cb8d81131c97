/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Err_Reset_FailedInputs */

const en_auth_err_reset_failed = /** @type {(inputs: Auth_Err_Reset_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to send reset code. Please try again or contact support.`)
};

const de_auth_err_reset_failed = /** @type {(inputs: Auth_Err_Reset_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Code zum Zurücksetzen konnte nicht gesendet werden. Bitte versuche es erneut oder wende dich an den Support.`)
};

const fr_auth_err_reset_failed = /** @type {(inputs: Auth_Err_Reset_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible d'envoyer le code de réinitialisation. Réessayez ou contactez l'assistance.`)
};

const es_auth_err_reset_failed = /** @type {(inputs: Auth_Err_Reset_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo enviar el código de restablecimiento. Inténtalo de nuevo o ponte en contacto con soporte.`)
};

const pt_br2_auth_err_reset_failed = /** @type {(inputs: Auth_Err_Reset_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não foi possível enviar o código de redefinição. Tente novamente ou entre em contato com o suporte.`)
};

const ja_auth_err_reset_failed = /** @type {(inputs: Auth_Err_Reset_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`リセットコードを送信できませんでした。もう一度お試しいただくか、サポートにお問い合わせください。`)
};

const ko_auth_err_reset_failed = /** @type {(inputs: Auth_Err_Reset_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`재설정 코드를 보내지 못했습니다. 다시 시도하거나 고객 지원에 문의하세요.`)
};

/**
* | output |
* | --- |
* | "Failed to send reset code. Please try again or contact support." |
*
* @param {Auth_Err_Reset_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_err_reset_failed = /** @type {((inputs?: Auth_Err_Reset_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Err_Reset_FailedInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_err_reset_failed(inputs)
	if (locale === "fr") return fr_auth_err_reset_failed(inputs)
	if (locale === "es") return es_auth_err_reset_failed(inputs)
	if (locale === "pt-BR") return pt_br2_auth_err_reset_failed(inputs)
	if (locale === "ja") return ja_auth_err_reset_failed(inputs)
	if (locale === "ko") return ko_auth_err_reset_failed(inputs)
	return en_auth_err_reset_failed(inputs)
});