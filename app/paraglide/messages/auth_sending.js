/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_SendingInputs */

const en_auth_sending = /** @type {(inputs: Auth_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sending...`)
};

const de_auth_sending = /** @type {(inputs: Auth_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird gesendet...`)
};

const fr_auth_sending = /** @type {(inputs: Auth_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoi...`)
};

const es_auth_sending = /** @type {(inputs: Auth_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviando...`)
};

const pt_br2_auth_sending = /** @type {(inputs: Auth_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviando...`)
};

const ja_auth_sending = /** @type {(inputs: Auth_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`送信中...`)
};

const ko_auth_sending = /** @type {(inputs: Auth_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`보내는 중...`)
};

/**
* | output |
* | --- |
* | "Sending..." |
*
* @param {Auth_SendingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_sending = /** @type {((inputs?: Auth_SendingInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_SendingInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_sending(inputs)
	if (locale === "fr") return fr_auth_sending(inputs)
	if (locale === "es") return es_auth_sending(inputs)
	if (locale === "pt-BR") return pt_br2_auth_sending(inputs)
	if (locale === "ja") return ja_auth_sending(inputs)
	if (locale === "ko") return ko_auth_sending(inputs)
	return en_auth_sending(inputs)
});