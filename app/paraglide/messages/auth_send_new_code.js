/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Send_New_CodeInputs */

const en_auth_send_new_code = /** @type {(inputs: Auth_Send_New_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send a new code`)
};

const de_auth_send_new_code = /** @type {(inputs: Auth_Send_New_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neuen Code senden`)
};

const fr_auth_send_new_code = /** @type {(inputs: Auth_Send_New_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoyer un nouveau code`)
};

const es_auth_send_new_code = /** @type {(inputs: Auth_Send_New_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviar un código nuevo`)
};

const pt_br2_auth_send_new_code = /** @type {(inputs: Auth_Send_New_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviar um novo código`)
};

const ja_auth_send_new_code = /** @type {(inputs: Auth_Send_New_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`新しいコードを送信`)
};

const ko_auth_send_new_code = /** @type {(inputs: Auth_Send_New_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`새 코드 보내기`)
};

/**
* | output |
* | --- |
* | "Send a new code" |
*
* @param {Auth_Send_New_CodeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_send_new_code = /** @type {((inputs?: Auth_Send_New_CodeInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Send_New_CodeInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_send_new_code(inputs)
	if (locale === "fr") return fr_auth_send_new_code(inputs)
	if (locale === "es") return es_auth_send_new_code(inputs)
	if (locale === "pt-BR") return pt_br2_auth_send_new_code(inputs)
	if (locale === "ja") return ja_auth_send_new_code(inputs)
	if (locale === "ko") return ko_auth_send_new_code(inputs)
	return en_auth_send_new_code(inputs)
});