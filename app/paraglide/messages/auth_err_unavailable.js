/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Err_UnavailableInputs */

const en_auth_err_unavailable = /** @type {(inputs: Auth_Err_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Authentication service not available`)
};

const de_auth_err_unavailable = /** @type {(inputs: Auth_Err_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Anmeldedienst ist nicht verfügbar`)
};

const fr_auth_err_unavailable = /** @type {(inputs: Auth_Err_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le service d'authentification n'est pas disponible`)
};

const es_auth_err_unavailable = /** @type {(inputs: Auth_Err_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El servicio de autenticación no está disponible`)
};

const pt_br2_auth_err_unavailable = /** @type {(inputs: Auth_Err_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O serviço de autenticação não está disponível`)
};

const ja_auth_err_unavailable = /** @type {(inputs: Auth_Err_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`認証サービスを利用できません`)
};

const ko_auth_err_unavailable = /** @type {(inputs: Auth_Err_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`인증 서비스를 사용할 수 없습니다`)
};

/**
* | output |
* | --- |
* | "Authentication service not available" |
*
* @param {Auth_Err_UnavailableInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_err_unavailable = /** @type {((inputs?: Auth_Err_UnavailableInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Err_UnavailableInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_err_unavailable(inputs)
	if (locale === "fr") return fr_auth_err_unavailable(inputs)
	if (locale === "es") return es_auth_err_unavailable(inputs)
	if (locale === "pt-BR") return pt_br2_auth_err_unavailable(inputs)
	if (locale === "ja") return ja_auth_err_unavailable(inputs)
	if (locale === "ko") return ko_auth_err_unavailable(inputs)
	return en_auth_err_unavailable(inputs)
});