/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Err_Resend_FailedInputs */

const en_auth_err_resend_failed = /** @type {(inputs: Auth_Err_Resend_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to resend code`)
};

const de_auth_err_resend_failed = /** @type {(inputs: Auth_Err_Resend_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Code konnte nicht erneut gesendet werden`)
};

const fr_auth_err_resend_failed = /** @type {(inputs: Auth_Err_Resend_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de renvoyer le code`)
};

const es_auth_err_resend_failed = /** @type {(inputs: Auth_Err_Resend_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo reenviar el código`)
};

const pt_br2_auth_err_resend_failed = /** @type {(inputs: Auth_Err_Resend_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não foi possível reenviar o código`)
};

const ja_auth_err_resend_failed = /** @type {(inputs: Auth_Err_Resend_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`コードを再送信できませんでした`)
};

const ko_auth_err_resend_failed = /** @type {(inputs: Auth_Err_Resend_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`코드를 다시 보내지 못했습니다`)
};

/**
* | output |
* | --- |
* | "Failed to resend code" |
*
* @param {Auth_Err_Resend_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_err_resend_failed = /** @type {((inputs?: Auth_Err_Resend_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Err_Resend_FailedInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_err_resend_failed(inputs)
	if (locale === "fr") return fr_auth_err_resend_failed(inputs)
	if (locale === "es") return es_auth_err_resend_failed(inputs)
	if (locale === "pt-BR") return pt_br2_auth_err_resend_failed(inputs)
	if (locale === "ja") return ja_auth_err_resend_failed(inputs)
	if (locale === "ko") return ko_auth_err_resend_failed(inputs)
	return en_auth_err_resend_failed(inputs)
});