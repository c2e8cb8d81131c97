/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Verify_No_CodeInputs */

const en_auth_verify_no_code = /** @type {(inputs: Auth_Verify_No_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Didn't get the code?`)
};

const de_auth_verify_no_code = /** @type {(inputs: Auth_Verify_No_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keinen Code erhalten?`)
};

const fr_auth_verify_no_code = /** @type {(inputs: Auth_Verify_No_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous n'avez pas reçu le code ?`)
};

const es_auth_verify_no_code = /** @type {(inputs: Auth_Verify_No_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿No has recibido el código?`)
};

const pt_br2_auth_verify_no_code = /** @type {(inputs: Auth_Verify_No_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não recebeu o código?`)
};

const ja_auth_verify_no_code = /** @type {(inputs: Auth_Verify_No_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`コードが届きませんか？`)
};

const ko_auth_verify_no_code = /** @type {(inputs: Auth_Verify_No_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`코드를 받지 못하셨나요?`)
};

/**
* | output |
* | --- |
* | "Didn't get the code?" |
*
* @param {Auth_Verify_No_CodeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_verify_no_code = /** @type {((inputs?: Auth_Verify_No_CodeInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Verify_No_CodeInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_verify_no_code(inputs)
	if (locale === "fr") return fr_auth_verify_no_code(inputs)
	if (locale === "es") return es_auth_verify_no_code(inputs)
	if (locale === "pt-BR") return pt_br2_auth_verify_no_code(inputs)
	if (locale === "ja") return ja_auth_verify_no_code(inputs)
	if (locale === "ko") return ko_auth_verify_no_code(inputs)
	return en_auth_verify_no_code(inputs)
});