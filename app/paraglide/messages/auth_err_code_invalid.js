/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Err_Code_InvalidInputs */

const en_auth_err_code_invalid = /** @type {(inputs: Auth_Err_Code_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid code. Please check your email and try again.`)
};

const de_auth_err_code_invalid = /** @type {(inputs: Auth_Err_Code_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ungültiger Code. Bitte überprüfe deine E-Mail und versuche es erneut.`)
};

const fr_auth_err_code_invalid = /** @type {(inputs: Auth_Err_Code_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code non valide. Vérifiez votre e-mail et réessayez.`)
};

const es_auth_err_code_invalid = /** @type {(inputs: Auth_Err_Code_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Código no válido. Revisa tu correo e inténtalo de nuevo.`)
};

const pt_br2_auth_err_code_invalid = /** @type {(inputs: Auth_Err_Code_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Código inválido. Verifique seu e-mail e tente novamente.`)
};

const ja_auth_err_code_invalid = /** @type {(inputs: Auth_Err_Code_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`コードが正しくありません。メールを確認して、もう一度お試しください。`)
};

const ko_auth_err_code_invalid = /** @type {(inputs: Auth_Err_Code_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`잘못된 코드입니다. 이메일을 확인하고 다시 시도하세요.`)
};

/**
* | output |
* | --- |
* | "Invalid code. Please check your email and try again." |
*
* @param {Auth_Err_Code_InvalidInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_err_code_invalid = /** @type {((inputs?: Auth_Err_Code_InvalidInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Err_Code_InvalidInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_err_code_invalid(inputs)
	if (locale === "fr") return fr_auth_err_code_invalid(inputs)
	if (locale === "es") return es_auth_err_code_invalid(inputs)
	if (locale === "pt-BR") return pt_br2_auth_err_code_invalid(inputs)
	if (locale === "ja") return ja_auth_err_code_invalid(inputs)
	if (locale === "ko") return ko_auth_err_code_invalid(inputs)
	return en_auth_err_code_invalid(inputs)
});