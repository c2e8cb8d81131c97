/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Forgot_Meta_TitleInputs */

const en_auth_forgot_meta_title = /** @type {(inputs: Auth_Forgot_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Forgot Password`)
};

const de_auth_forgot_meta_title = /** @type {(inputs: Auth_Forgot_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passwort vergessen`)
};

const fr_auth_forgot_meta_title = /** @type {(inputs: Auth_Forgot_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mot de passe oublié`)
};

const es_auth_forgot_meta_title = /** @type {(inputs: Auth_Forgot_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contraseña olvidada`)
};

const pt_br2_auth_forgot_meta_title = /** @type {(inputs: Auth_Forgot_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esqueci a senha`)
};

const ja_auth_forgot_meta_title = /** @type {(inputs: Auth_Forgot_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`パスワードをお忘れの方`)
};

const ko_auth_forgot_meta_title = /** @type {(inputs: Auth_Forgot_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`비밀번호 찾기`)
};

/**
* | output |
* | --- |
* | "Forgot Password" |
*
* @param {Auth_Forgot_Meta_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_forgot_meta_title = /** @type {((inputs?: Auth_Forgot_Meta_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Forgot_Meta_TitleInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_forgot_meta_title(inputs)
	if (locale === "fr") return fr_auth_forgot_meta_title(inputs)
	if (locale === "es") return es_auth_forgot_meta_title(inputs)
	if (locale === "pt-BR") return pt_br2_auth_forgot_meta_title(inputs)
	if (locale === "ja") return ja_auth_forgot_meta_title(inputs)
	if (locale === "ko") return ko_auth_forgot_meta_title(inputs)
	return en_auth_forgot_meta_title(inputs)
});