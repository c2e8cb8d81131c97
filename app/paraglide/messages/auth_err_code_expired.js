/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Err_Code_ExpiredInputs */

const en_auth_err_code_expired = /** @type {(inputs: Auth_Err_Code_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This code has expired. Please request a new one.`)
};

const de_auth_err_code_expired = /** @type {(inputs: Auth_Err_Code_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser Code ist abgelaufen. Bitte fordere einen neuen an.`)
};

const fr_auth_err_code_expired = /** @type {(inputs: Auth_Err_Code_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce code a expiré. Veuillez en demander un nouveau.`)
};

const es_auth_err_code_expired = /** @type {(inputs: Auth_Err_Code_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este código ha caducado. Solicita uno nuevo.`)
};

const pt_br2_auth_err_code_expired = /** @type {(inputs: Auth_Err_Code_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este código expirou. Solicite um novo.`)
};

const ja_auth_err_code_expired = /** @type {(inputs: Auth_Err_Code_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`このコードは有効期限が切れています。新しいコードをリクエストしてください。`)
};

const ko_auth_err_code_expired = /** @type {(inputs: Auth_Err_Code_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이 코드는 만료되었습니다. 새 코드를 요청하세요.`)
};

/**
* | output |
* | --- |
* | "This code has expired. Please request a new one." |
*
* @param {Auth_Err_Code_ExpiredInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_err_code_expired = /** @type {((inputs?: Auth_Err_Code_ExpiredInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Err_Code_ExpiredInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_err_code_expired(inputs)
	if (locale === "fr") return fr_auth_err_code_expired(inputs)
	if (locale === "es") return es_auth_err_code_expired(inputs)
	if (locale === "pt-BR") return pt_br2_auth_err_code_expired(inputs)
	if (locale === "ja") return ja_auth_err_code_expired(inputs)
	if (locale === "ko") return ko_auth_err_code_expired(inputs)
	return en_auth_err_code_expired(inputs)
});