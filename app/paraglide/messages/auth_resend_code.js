/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Resend_CodeInputs */

const en_auth_resend_code = /** @type {(inputs: Auth_Resend_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resend Code`)
};

const de_auth_resend_code = /** @type {(inputs: Auth_Resend_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code erneut senden`)
};

const fr_auth_resend_code = /** @type {(inputs: Auth_Resend_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Renvoyer le code`)
};

const es_auth_resend_code = /** @type {(inputs: Auth_Resend_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reenviar código`)
};

const pt_br2_auth_resend_code = /** @type {(inputs: Auth_Resend_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reenviar código`)
};

const ja_auth_resend_code = /** @type {(inputs: Auth_Resend_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`コードを再送信`)
};

const ko_auth_resend_code = /** @type {(inputs: Auth_Resend_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`코드 다시 보내기`)
};

/**
* | output |
* | --- |
* | "Resend Code" |
*
* @param {Auth_Resend_CodeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_resend_code = /** @type {((inputs?: Auth_Resend_CodeInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Resend_CodeInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_resend_code(inputs)
	if (locale === "fr") return fr_auth_resend_code(inputs)
	if (locale === "es") return es_auth_resend_code(inputs)
	if (locale === "pt-BR") return pt_br2_auth_resend_code(inputs)
	if (locale === "ja") return ja_auth_resend_code(inputs)
	if (locale === "ko") return ko_auth_resend_code(inputs)
	return en_auth_resend_code(inputs)
});