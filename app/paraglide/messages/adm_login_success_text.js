/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Adm_Login_Success_TextInputs */

const en_adm_login_success_text = /** @type {(inputs: Adm_Login_Success_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Welcome back, administrator. Taking you to your dashboard…`)
};

const de_adm_login_success_text = /** @type {(inputs: Adm_Login_Success_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Willkommen zurück, Administrator. Sie werden zu Ihrem Dashboard weitergeleitet…`)
};

const fr_adm_login_success_text = /** @type {(inputs: Adm_Login_Success_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bon retour, administrateur. Redirection vers votre tableau de bord…`)
};

const es_adm_login_success_text = /** @type {(inputs: Adm_Login_Success_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bienvenido de nuevo, administrador. Te llevamos a tu panel…`)
};

const pt_br2_adm_login_success_text = /** @type {(inputs: Adm_Login_Success_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bem-vindo de volta, administrador. Levando você ao seu painel…`)
};

const ja_adm_login_success_text = /** @type {(inputs: Adm_Login_Success_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`おかえりなさい、管理者さん。ダッシュボードへ移動しています…`)
};

const ko_adm_login_success_text = /** @type {(inputs: Adm_Login_Success_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`다시 오신 것을 환영합니다, 관리자님. 대시보드로 이동합니다…`)
};

/**
* | output |
* | --- |
* | "Welcome back, administrator. Taking you to your dashboard…" |
*
* @param {Adm_Login_Success_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adm_login_success_text = /** @type {((inputs?: Adm_Login_Success_TextInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adm_Login_Success_TextInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adm_login_success_text(inputs)
	if (locale === "fr") return fr_adm_login_success_text(inputs)
	if (locale === "es") return es_adm_login_success_text(inputs)
	if (locale === "pt-BR") return pt_br2_adm_login_success_text(inputs)
	if (locale === "ja") return ja_adm_login_success_text(inputs)
	if (locale === "ko") return ko_adm_login_success_text(inputs)
	return en_adm_login_success_text(inputs)
});