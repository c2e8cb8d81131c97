/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Err_EmailInputs */

const en_landing_err_email = /** @type {(inputs: Landing_Err_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter your email address.`)
};

const de_landing_err_email = /** @type {(inputs: Landing_Err_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte geben Sie Ihre E-Mail-Adresse ein.`)
};

const fr_landing_err_email = /** @type {(inputs: Landing_Err_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez saisir votre adresse e-mail.`)
};

const es_landing_err_email = /** @type {(inputs: Landing_Err_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Introduce tu dirección de correo electrónico.`)
};

const pt_br2_landing_err_email = /** @type {(inputs: Landing_Err_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Informe seu endereço de e-mail.`)
};

const ja_landing_err_email = /** @type {(inputs: Landing_Err_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`メールアドレスを入力してください。`)
};

const ko_landing_err_email = /** @type {(inputs: Landing_Err_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이메일 주소를 입력해 주세요.`)
};

/**
* | output |
* | --- |
* | "Please enter your email address." |
*
* @param {Landing_Err_EmailInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const landing_err_email = /** @type {((inputs?: Landing_Err_EmailInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Err_EmailInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_landing_err_email(inputs)
	if (locale === "fr") return fr_landing_err_email(inputs)
	if (locale === "es") return es_landing_err_email(inputs)
	if (locale === "pt-BR") return pt_br2_landing_err_email(inputs)
	if (locale === "ja") return ja_landing_err_email(inputs)
	if (locale === "ko") return ko_landing_err_email(inputs)
	return en_landing_err_email(inputs)
});