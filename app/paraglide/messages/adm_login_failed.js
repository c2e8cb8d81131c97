/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Adm_Login_FailedInputs */

const en_adm_login_failed = /** @type {(inputs: Adm_Login_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Authentication failed. Please try again.`)
};

const de_adm_login_failed = /** @type {(inputs: Adm_Login_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Anmeldung ist fehlgeschlagen. Bitte versuchen Sie es erneut.`)
};

const fr_adm_login_failed = /** @type {(inputs: Adm_Login_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’authentification a échoué. Veuillez réessayer.`)
};

const es_adm_login_failed = /** @type {(inputs: Adm_Login_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La autenticación ha fallado. Inténtalo de nuevo.`)
};

const pt_br2_adm_login_failed = /** @type {(inputs: Adm_Login_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A autenticação falhou. Tente novamente.`)
};

const ja_adm_login_failed = /** @type {(inputs: Adm_Login_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`認証に失敗しました。もう一度お試しください。`)
};

const ko_adm_login_failed = /** @type {(inputs: Adm_Login_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`인증에 실패했습니다. 다시 시도해 주세요.`)
};

/**
* | output |
* | --- |
* | "Authentication failed. Please try again." |
*
* @param {Adm_Login_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adm_login_failed = /** @type {((inputs?: Adm_Login_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adm_Login_FailedInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adm_login_failed(inputs)
	if (locale === "fr") return fr_adm_login_failed(inputs)
	if (locale === "es") return es_adm_login_failed(inputs)
	if (locale === "pt-BR") return pt_br2_adm_login_failed(inputs)
	if (locale === "ja") return ja_adm_login_failed(inputs)
	if (locale === "ko") return ko_adm_login_failed(inputs)
	return en_adm_login_failed(inputs)
});