/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} Auth_Err_Confirm_FailedInputs */

const en_auth_err_confirm_failed = /** @type {(inputs: Auth_Err_Confirm_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Email confirmation failed: ${i?.reason}`)
};

const de_auth_err_confirm_failed = /** @type {(inputs: Auth_Err_Confirm_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`E-Mail-Bestätigung fehlgeschlagen: ${i?.reason}`)
};

const fr_auth_err_confirm_failed = /** @type {(inputs: Auth_Err_Confirm_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La confirmation de l'adresse e-mail a échoué : ${i?.reason}`)
};

const es_auth_err_confirm_failed = /** @type {(inputs: Auth_Err_Confirm_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se pudo confirmar el correo: ${i?.reason}`)
};

const pt_br2_auth_err_confirm_failed = /** @type {(inputs: Auth_Err_Confirm_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Falha na confirmação do e-mail: ${i?.reason}`)
};

const ja_auth_err_confirm_failed = /** @type {(inputs: Auth_Err_Confirm_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`メールアドレスの確認に失敗しました: ${i?.reason}`)
};

const ko_auth_err_confirm_failed = /** @type {(inputs: Auth_Err_Confirm_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`이메일 확인 실패: ${i?.reason}`)
};

/**
* | output |
* | --- |
* | "Email confirmation failed: {reason}" |
*
* @param {Auth_Err_Confirm_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_err_confirm_failed = /** @type {((inputs: Auth_Err_Confirm_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Err_Confirm_FailedInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_err_confirm_failed(inputs)
	if (locale === "fr") return fr_auth_err_confirm_failed(inputs)
	if (locale === "es") return es_auth_err_confirm_failed(inputs)
	if (locale === "pt-BR") return pt_br2_auth_err_confirm_failed(inputs)
	if (locale === "ja") return ja_auth_err_confirm_failed(inputs)
	if (locale === "ko") return ko_auth_err_confirm_failed(inputs)
	return en_auth_err_confirm_failed(inputs)
});