/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Adm_Login_TitleInputs */

const en_adm_login_title = /** @type {(inputs: Adm_Login_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admin Login`)
};

const de_adm_login_title = /** @type {(inputs: Adm_Login_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admin-Anmeldung`)
};

const fr_adm_login_title = /** @type {(inputs: Adm_Login_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connexion administrateur`)
};

const es_adm_login_title = /** @type {(inputs: Adm_Login_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acceso de administrador`)
};

const pt_br2_adm_login_title = /** @type {(inputs: Adm_Login_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Login de administrador`)
};

const ja_adm_login_title = /** @type {(inputs: Adm_Login_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`管理者ログイン`)
};

const ko_adm_login_title = /** @type {(inputs: Adm_Login_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`관리자 로그인`)
};

/**
* | output |
* | --- |
* | "Admin Login" |
*
* @param {Adm_Login_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adm_login_title = /** @type {((inputs?: Adm_Login_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adm_Login_TitleInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adm_login_title(inputs)
	if (locale === "fr") return fr_adm_login_title(inputs)
	if (locale === "es") return es_adm_login_title(inputs)
	if (locale === "pt-BR") return pt_br2_adm_login_title(inputs)
	if (locale === "ja") return ja_adm_login_title(inputs)
	if (locale === "ko") return ko_adm_login_title(inputs)
	return en_adm_login_title(inputs)
});