/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Err_Confirm_MissingInputs */

const en_auth_err_confirm_missing = /** @type {(inputs: Auth_Err_Confirm_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid email confirmation link. Please try updating your email again.`)
};

const de_auth_err_confirm_missing = /** @type {(inputs: Auth_Err_Confirm_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ungültiger Bestätigungslink. Bitte versuche erneut, deine E-Mail-Adresse zu ändern.`)
};

const fr_auth_err_confirm_missing = /** @type {(inputs: Auth_Err_Confirm_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lien de confirmation non valide. Veuillez réessayer de modifier votre adresse e-mail.`)
};

const es_auth_err_confirm_missing = /** @type {(inputs: Auth_Err_Confirm_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enlace de confirmación no válido. Vuelve a intentar cambiar tu correo.`)
};

const pt_br2_auth_err_confirm_missing = /** @type {(inputs: Auth_Err_Confirm_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link de confirmação inválido. Tente alterar seu e-mail novamente.`)
};

const ja_auth_err_confirm_missing = /** @type {(inputs: Auth_Err_Confirm_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`メール確認リンクが無効です。もう一度メールアドレスの変更をお試しください。`)
};

const ko_auth_err_confirm_missing = /** @type {(inputs: Auth_Err_Confirm_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`잘못된 이메일 확인 링크입니다. 이메일 변경을 다시 시도하세요.`)
};

/**
* | output |
* | --- |
* | "Invalid email confirmation link. Please try updating your email again." |
*
* @param {Auth_Err_Confirm_MissingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_err_confirm_missing = /** @type {((inputs?: Auth_Err_Confirm_MissingInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Err_Confirm_MissingInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_err_confirm_missing(inputs)
	if (locale === "fr") return fr_auth_err_confirm_missing(inputs)
	if (locale === "es") return es_auth_err_confirm_missing(inputs)
	if (locale === "pt-BR") return pt_br2_auth_err_confirm_missing(inputs)
	if (locale === "ja") return ja_auth_err_confirm_missing(inputs)
	if (locale === "ko") return ko_auth_err_confirm_missing(inputs)
	return en_auth_err_confirm_missing(inputs)
});