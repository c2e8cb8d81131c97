/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Forgot_SubmitInputs */

const en_auth_forgot_submit = /** @type {(inputs: Auth_Forgot_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send Reset Code`)
};

const de_auth_forgot_submit = /** @type {(inputs: Auth_Forgot_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code zum Zurücksetzen senden`)
};

const fr_auth_forgot_submit = /** @type {(inputs: Auth_Forgot_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoyer le code`)
};

const es_auth_forgot_submit = /** @type {(inputs: Auth_Forgot_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviar código`)
};

const pt_br2_auth_forgot_submit = /** @type {(inputs: Auth_Forgot_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviar código`)
};

const ja_auth_forgot_submit = /** @type {(inputs: Auth_Forgot_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`リセットコードを送信`)
};

const ko_auth_forgot_submit = /** @type {(inputs: Auth_Forgot_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`재설정 코드 보내기`)
};

/**
* | output |
* | --- |
* | "Send Reset Code" |
*
* @param {Auth_Forgot_SubmitInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_forgot_submit = /** @type {((inputs?: Auth_Forgot_SubmitInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Forgot_SubmitInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_forgot_submit(inputs)
	if (locale === "fr") return fr_auth_forgot_submit(inputs)
	if (locale === "es") return es_auth_forgot_submit(inputs)
	if (locale === "pt-BR") return pt_br2_auth_forgot_submit(inputs)
	if (locale === "ja") return ja_auth_forgot_submit(inputs)
	if (locale === "ko") return ko_auth_forgot_submit(inputs)
	return en_auth_forgot_submit(inputs)
});