/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Adm_Login_SubmitInputs */

const en_adm_login_submit = /** @type {(inputs: Adm_Login_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign In as Administrator`)
};

const de_adm_login_submit = /** @type {(inputs: Adm_Login_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Als Administrator anmelden`)
};

const fr_adm_login_submit = /** @type {(inputs: Adm_Login_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se connecter en tant qu’administrateur`)
};

const es_adm_login_submit = /** @type {(inputs: Adm_Login_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Iniciar sesión como administrador`)
};

const pt_br2_adm_login_submit = /** @type {(inputs: Adm_Login_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrar como administrador`)
};

const ja_adm_login_submit = /** @type {(inputs: Adm_Login_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`管理者としてサインイン`)
};

const ko_adm_login_submit = /** @type {(inputs: Adm_Login_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`관리자로 로그인`)
};

/**
* | output |
* | --- |
* | "Sign In as Administrator" |
*
* @param {Adm_Login_SubmitInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adm_login_submit = /** @type {((inputs?: Adm_Login_SubmitInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adm_Login_SubmitInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adm_login_submit(inputs)
	if (locale === "fr") return fr_adm_login_submit(inputs)
	if (locale === "es") return es_adm_login_submit(inputs)
	if (locale === "pt-BR") return pt_br2_adm_login_submit(inputs)
	if (locale === "ja") return ja_adm_login_submit(inputs)
	if (locale === "ko") return ko_adm_login_submit(inputs)
	return en_adm_login_submit(inputs)
});