/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Reset_TitleInputs */

const en_auth_reset_title = /** @type {(inputs: Auth_Reset_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reset Your Password`)
};

const de_auth_reset_title = /** @type {(inputs: Auth_Reset_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passwort zurücksetzen`)
};

const fr_auth_reset_title = /** @type {(inputs: Auth_Reset_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réinitialisez votre mot de passe`)
};

const es_auth_reset_title = /** @type {(inputs: Auth_Reset_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Restablece tu contraseña`)
};

const pt_br2_auth_reset_title = /** @type {(inputs: Auth_Reset_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Redefina sua senha`)
};

const ja_auth_reset_title = /** @type {(inputs: Auth_Reset_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`パスワードのリセット`)
};

const ko_auth_reset_title = /** @type {(inputs: Auth_Reset_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`비밀번호 재설정`)
};

/**
* | output |
* | --- |
* | "Reset Your Password" |
*
* @param {Auth_Reset_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_reset_title = /** @type {((inputs?: Auth_Reset_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Reset_TitleInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_reset_title(inputs)
	if (locale === "fr") return fr_auth_reset_title(inputs)
	if (locale === "es") return es_auth_reset_title(inputs)
	if (locale === "pt-BR") return pt_br2_auth_reset_title(inputs)
	if (locale === "ja") return ja_auth_reset_title(inputs)
	if (locale === "ko") return ko_auth_reset_title(inputs)
	return en_auth_reset_title(inputs)
});