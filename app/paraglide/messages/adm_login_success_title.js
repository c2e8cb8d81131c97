/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Adm_Login_Success_TitleInputs */

const en_adm_login_success_title = /** @type {(inputs: Adm_Login_Success_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Login Successful`)
};

const de_adm_login_success_title = /** @type {(inputs: Adm_Login_Success_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anmeldung erfolgreich`)
};

const fr_adm_login_success_title = /** @type {(inputs: Adm_Login_Success_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connexion réussie`)
};

const es_adm_login_success_title = /** @type {(inputs: Adm_Login_Success_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicio de sesión correcto`)
};

const pt_br2_adm_login_success_title = /** @type {(inputs: Adm_Login_Success_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Login realizado`)
};

const ja_adm_login_success_title = /** @type {(inputs: Adm_Login_Success_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ログインしました`)
};

const ko_adm_login_success_title = /** @type {(inputs: Adm_Login_Success_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`로그인 성공`)
};

/**
* | output |
* | --- |
* | "Login Successful" |
*
* @param {Adm_Login_Success_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adm_login_success_title = /** @type {((inputs?: Adm_Login_Success_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adm_Login_Success_TitleInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adm_login_success_title(inputs)
	if (locale === "fr") return fr_adm_login_success_title(inputs)
	if (locale === "es") return es_adm_login_success_title(inputs)
	if (locale === "pt-BR") return pt_br2_adm_login_success_title(inputs)
	if (locale === "ja") return ja_adm_login_success_title(inputs)
	if (locale === "ko") return ko_adm_login_success_title(inputs)
	return en_adm_login_success_title(inputs)
});