/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Err_Code_FallbackInputs */

const en_auth_err_code_fallback = /** @type {(inputs: Auth_Err_Code_FallbackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid or expired code`)
};

const de_auth_err_code_fallback = /** @type {(inputs: Auth_Err_Code_FallbackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ungültiger oder abgelaufener Code`)
};

const fr_auth_err_code_fallback = /** @type {(inputs: Auth_Err_Code_FallbackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code non valide ou expiré`)
};

const es_auth_err_code_fallback = /** @type {(inputs: Auth_Err_Code_FallbackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Código no válido o caducado`)
};

const pt_br2_auth_err_code_fallback = /** @type {(inputs: Auth_Err_Code_FallbackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Código inválido ou expirado`)
};

const ja_auth_err_code_fallback = /** @type {(inputs: Auth_Err_Code_FallbackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`コードが無効か、有効期限が切れています`)
};

const ko_auth_err_code_fallback = /** @type {(inputs: Auth_Err_Code_FallbackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`잘못되었거나 만료된 코드입니다`)
};

/**
* | output |
* | --- |
* | "Invalid or expired code" |
*
* @param {Auth_Err_Code_FallbackInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_err_code_fallback = /** @type {((inputs?: Auth_Err_Code_FallbackInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Err_Code_FallbackInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_err_code_fallback(inputs)
	if (locale === "fr") return fr_auth_err_code_fallback(inputs)
	if (locale === "es") return es_auth_err_code_fallback(inputs)
	if (locale === "pt-BR") return pt_br2_auth_err_code_fallback(inputs)
	if (locale === "ja") return ja_auth_err_code_fallback(inputs)
	if (locale === "ko") return ko_auth_err_code_fallback(inputs)
	return en_auth_err_code_fallback(inputs)
});