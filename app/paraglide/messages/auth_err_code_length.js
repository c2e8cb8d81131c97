/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Err_Code_LengthInputs */

const en_auth_err_code_length = /** @type {(inputs: Auth_Err_Code_LengthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code must be exactly 6 digits`)
};

const de_auth_err_code_length = /** @type {(inputs: Auth_Err_Code_LengthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Code muss genau 6 Ziffern haben`)
};

const fr_auth_err_code_length = /** @type {(inputs: Auth_Err_Code_LengthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le code doit comporter exactement 6 chiffres`)
};

const es_auth_err_code_length = /** @type {(inputs: Auth_Err_Code_LengthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El código debe tener exactamente 6 dígitos`)
};

const pt_br2_auth_err_code_length = /** @type {(inputs: Auth_Err_Code_LengthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O código deve ter exatamente 6 dígitos`)
};

const ja_auth_err_code_length = /** @type {(inputs: Auth_Err_Code_LengthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`コードは6桁の数字で入力してください`)
};

const ko_auth_err_code_length = /** @type {(inputs: Auth_Err_Code_LengthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`코드는 정확히 6자리 숫자여야 합니다`)
};

/**
* | output |
* | --- |
* | "Code must be exactly 6 digits" |
*
* @param {Auth_Err_Code_LengthInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_err_code_length = /** @type {((inputs?: Auth_Err_Code_LengthInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Err_Code_LengthInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_err_code_length(inputs)
	if (locale === "fr") return fr_auth_err_code_length(inputs)
	if (locale === "es") return es_auth_err_code_length(inputs)
	if (locale === "pt-BR") return pt_br2_auth_err_code_length(inputs)
	if (locale === "ja") return ja_auth_err_code_length(inputs)
	if (locale === "ko") return ko_auth_err_code_length(inputs)
	return en_auth_err_code_length(inputs)
});