/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Err_Not_ConfiguredInputs */

const en_auth_err_not_configured = /** @type {(inputs: Auth_Err_Not_ConfiguredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Authentication is not configured. Please contact support.`)
};

const de_auth_err_not_configured = /** @type {(inputs: Auth_Err_Not_ConfiguredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Anmeldung ist nicht eingerichtet. Bitte wende dich an den Support.`)
};

const fr_auth_err_not_configured = /** @type {(inputs: Auth_Err_Not_ConfiguredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L'authentification n'est pas configurée. Veuillez contacter l'assistance.`)
};

const es_auth_err_not_configured = /** @type {(inputs: Auth_Err_Not_ConfiguredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La autenticación no está configurada. Ponte en contacto con soporte.`)
};

const pt_br2_auth_err_not_configured = /** @type {(inputs: Auth_Err_Not_ConfiguredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A autenticação não está configurada. Entre em contato com o suporte.`)
};

const ja_auth_err_not_configured = /** @type {(inputs: Auth_Err_Not_ConfiguredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`認証が設定されていません。サポートにお問い合わせください。`)
};

const ko_auth_err_not_configured = /** @type {(inputs: Auth_Err_Not_ConfiguredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`인증이 설정되어 있지 않습니다. 고객 지원에 문의하세요.`)
};

/**
* | output |
* | --- |
* | "Authentication is not configured. Please contact support." |
*
* @param {Auth_Err_Not_ConfiguredInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_err_not_configured = /** @type {((inputs?: Auth_Err_Not_ConfiguredInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Err_Not_ConfiguredInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_err_not_configured(inputs)
	if (locale === "fr") return fr_auth_err_not_configured(inputs)
	if (locale === "es") return es_auth_err_not_configured(inputs)
	if (locale === "pt-BR") return pt_br2_auth_err_not_configured(inputs)
	if (locale === "ja") return ja_auth_err_not_configured(inputs)
	if (locale === "ko") return ko_auth_err_not_configured(inputs)
	return en_auth_err_not_configured(inputs)
});