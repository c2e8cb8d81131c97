/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Err_Code_EmptyInputs */

const en_auth_err_code_empty = /** @type {(inputs: Auth_Err_Code_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter the 6-digit code from your email`)
};

const de_auth_err_code_empty = /** @type {(inputs: Auth_Err_Code_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte gib den 6-stelligen Code aus deiner E-Mail ein`)
};

const fr_auth_err_code_empty = /** @type {(inputs: Auth_Err_Code_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez saisir le code à 6 chiffres reçu par e-mail`)
};

const es_auth_err_code_empty = /** @type {(inputs: Auth_Err_Code_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Introduce el código de 6 dígitos de tu correo`)
};

const pt_br2_auth_err_code_empty = /** @type {(inputs: Auth_Err_Code_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Informe o código de 6 dígitos do seu e-mail`)
};

const ja_auth_err_code_empty = /** @type {(inputs: Auth_Err_Code_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`メールに記載された6桁のコードを入力してください`)
};

const ko_auth_err_code_empty = /** @type {(inputs: Auth_Err_Code_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이메일로 받은 6자리 코드를 입력하세요`)
};

/**
* | output |
* | --- |
* | "Please enter the 6-digit code from your email" |
*
* @param {Auth_Err_Code_EmptyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_err_code_empty = /** @type {((inputs?: Auth_Err_Code_EmptyInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Err_Code_EmptyInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_err_code_empty(inputs)
	if (locale === "fr") return fr_auth_err_code_empty(inputs)
	if (locale === "es") return es_auth_err_code_empty(inputs)
	if (locale === "pt-BR") return pt_br2_auth_err_code_empty(inputs)
	if (locale === "ja") return ja_auth_err_code_empty(inputs)
	if (locale === "ko") return ko_auth_err_code_empty(inputs)
	return en_auth_err_code_empty(inputs)
});