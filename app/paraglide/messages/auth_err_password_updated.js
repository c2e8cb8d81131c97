/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Err_Password_UpdatedInputs */

const en_auth_err_password_updated = /** @type {(inputs: Auth_Err_Password_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password Updated!`)
};

const de_auth_err_password_updated = /** @type {(inputs: Auth_Err_Password_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passwort geändert!`)
};

const fr_auth_err_password_updated = /** @type {(inputs: Auth_Err_Password_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mot de passe mis à jour !`)
};

const es_auth_err_password_updated = /** @type {(inputs: Auth_Err_Password_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Contraseña actualizada!`)
};

const pt_br2_auth_err_password_updated = /** @type {(inputs: Auth_Err_Password_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Senha atualizada!`)
};

const ja_auth_err_password_updated = /** @type {(inputs: Auth_Err_Password_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`パスワードを更新しました！`)
};

const ko_auth_err_password_updated = /** @type {(inputs: Auth_Err_Password_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`비밀번호가 변경되었습니다!`)
};

/**
* | output |
* | --- |
* | "Password Updated!" |
*
* @param {Auth_Err_Password_UpdatedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_err_password_updated = /** @type {((inputs?: Auth_Err_Password_UpdatedInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Err_Password_UpdatedInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_err_password_updated(inputs)
	if (locale === "fr") return fr_auth_err_password_updated(inputs)
	if (locale === "es") return es_auth_err_password_updated(inputs)
	if (locale === "pt-BR") return pt_br2_auth_err_password_updated(inputs)
	if (locale === "ja") return ja_auth_err_password_updated(inputs)
	if (locale === "ko") return ko_auth_err_password_updated(inputs)
	return en_auth_err_password_updated(inputs)
});