/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Err_Confirm_ExpiredInputs */

const en_auth_err_confirm_expired = /** @type {(inputs: Auth_Err_Confirm_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This email confirmation link has expired or is invalid. Please try updating your email again.`)
};

const de_auth_err_confirm_expired = /** @type {(inputs: Auth_Err_Confirm_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser Bestätigungslink ist abgelaufen oder ungültig. Bitte versuche erneut, deine E-Mail-Adresse zu ändern.`)
};

const fr_auth_err_confirm_expired = /** @type {(inputs: Auth_Err_Confirm_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce lien de confirmation a expiré ou n'est pas valide. Veuillez réessayer de modifier votre adresse e-mail.`)
};

const es_auth_err_confirm_expired = /** @type {(inputs: Auth_Err_Confirm_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este enlace de confirmación ha caducado o no es válido. Vuelve a intentar cambiar tu correo.`)
};

const pt_br2_auth_err_confirm_expired = /** @type {(inputs: Auth_Err_Confirm_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este link de confirmação expirou ou é inválido. Tente alterar seu e-mail novamente.`)
};

const ja_auth_err_confirm_expired = /** @type {(inputs: Auth_Err_Confirm_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`このメール確認リンクは期限切れか無効です。もう一度メールアドレスの変更をお試しください。`)
};

const ko_auth_err_confirm_expired = /** @type {(inputs: Auth_Err_Confirm_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이 이메일 확인 링크는 만료되었거나 유효하지 않습니다. 이메일 변경을 다시 시도하세요.`)
};

/**
* | output |
* | --- |
* | "This email confirmation link has expired or is invalid. Please try updating your email again." |
*
* @param {Auth_Err_Confirm_ExpiredInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_err_confirm_expired = /** @type {((inputs?: Auth_Err_Confirm_ExpiredInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Err_Confirm_ExpiredInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_err_confirm_expired(inputs)
	if (locale === "fr") return fr_auth_err_confirm_expired(inputs)
	if (locale === "es") return es_auth_err_confirm_expired(inputs)
	if (locale === "pt-BR") return pt_br2_auth_err_confirm_expired(inputs)
	if (locale === "ja") return ja_auth_err_confirm_expired(inputs)
	if (locale === "ko") return ko_auth_err_confirm_expired(inputs)
	return en_auth_err_confirm_expired(inputs)
});