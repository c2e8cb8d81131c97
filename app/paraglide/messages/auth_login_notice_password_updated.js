/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Login_Notice_Password_UpdatedInputs */

const en_auth_login_notice_password_updated = /** @type {(inputs: Auth_Login_Notice_Password_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your password has been updated. Please sign in with your new password.`)
};

const de_auth_login_notice_password_updated = /** @type {(inputs: Auth_Login_Notice_Password_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dein Passwort wurde geändert. Bitte melde dich mit deinem neuen Passwort an.`)
};

const fr_auth_login_notice_password_updated = /** @type {(inputs: Auth_Login_Notice_Password_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre mot de passe a été mis à jour. Connectez-vous avec votre nouveau mot de passe.`)
};

const es_auth_login_notice_password_updated = /** @type {(inputs: Auth_Login_Notice_Password_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu contraseña se ha actualizado. Inicia sesión con tu nueva contraseña.`)
};

const pt_br2_auth_login_notice_password_updated = /** @type {(inputs: Auth_Login_Notice_Password_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sua senha foi atualizada. Entre com sua nova senha.`)
};

const ja_auth_login_notice_password_updated = /** @type {(inputs: Auth_Login_Notice_Password_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`パスワードを更新しました。新しいパスワードでサインインしてください。`)
};

const ko_auth_login_notice_password_updated = /** @type {(inputs: Auth_Login_Notice_Password_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`비밀번호가 변경되었습니다. 새 비밀번호로 로그인하세요.`)
};

/**
* | output |
* | --- |
* | "Your password has been updated. Please sign in with your new password." |
*
* @param {Auth_Login_Notice_Password_UpdatedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_login_notice_password_updated = /** @type {((inputs?: Auth_Login_Notice_Password_UpdatedInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Login_Notice_Password_UpdatedInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_login_notice_password_updated(inputs)
	if (locale === "fr") return fr_auth_login_notice_password_updated(inputs)
	if (locale === "es") return es_auth_login_notice_password_updated(inputs)
	if (locale === "pt-BR") return pt_br2_auth_login_notice_password_updated(inputs)
	if (locale === "ja") return ja_auth_login_notice_password_updated(inputs)
	if (locale === "ko") return ko_auth_login_notice_password_updated(inputs)
	return en_auth_login_notice_password_updated(inputs)
});