/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Err_UnverifiedInputs */

const en_auth_err_unverified = /** @type {(inputs: Auth_Err_UnverifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your email address is not verified yet. Send a new code to finish creating your account.`)
};

const de_auth_err_unverified = /** @type {(inputs: Auth_Err_UnverifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deine E-Mail-Adresse ist noch nicht bestätigt. Fordere einen neuen Code an, um dein Konto fertig zu erstellen.`)
};

const fr_auth_err_unverified = /** @type {(inputs: Auth_Err_UnverifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre adresse e-mail n'est pas encore vérifiée. Envoyez un nouveau code pour terminer la création de votre compte.`)
};

const es_auth_err_unverified = /** @type {(inputs: Auth_Err_UnverifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu correo aún no está verificado. Envía un código nuevo para terminar de crear tu cuenta.`)
};

const pt_br2_auth_err_unverified = /** @type {(inputs: Auth_Err_UnverifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seu e-mail ainda não foi verificado. Envie um novo código para concluir a criação da sua conta.`)
};

const ja_auth_err_unverified = /** @type {(inputs: Auth_Err_UnverifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`メールアドレスはまだ確認されていません。新しいコードを送信して、アカウントの作成を完了してください。`)
};

const ko_auth_err_unverified = /** @type {(inputs: Auth_Err_UnverifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이메일 주소가 아직 인증되지 않았습니다. 새 코드를 보내 계정 만들기를 완료하세요.`)
};

/**
* | output |
* | --- |
* | "Your email address is not verified yet. Send a new code to finish creating your account." |
*
* @param {Auth_Err_UnverifiedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_err_unverified = /** @type {((inputs?: Auth_Err_UnverifiedInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Err_UnverifiedInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_err_unverified(inputs)
	if (locale === "fr") return fr_auth_err_unverified(inputs)
	if (locale === "es") return es_auth_err_unverified(inputs)
	if (locale === "pt-BR") return pt_br2_auth_err_unverified(inputs)
	if (locale === "ja") return ja_auth_err_unverified(inputs)
	if (locale === "ko") return ko_auth_err_unverified(inputs)
	return en_auth_err_unverified(inputs)
});