/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Own_SendingInputs */

const en_own_sending = /** @type {(inputs: Own_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sending...`)
};

const de_own_sending = /** @type {(inputs: Own_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird gesendet...`)
};

const fr_own_sending = /** @type {(inputs: Own_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoi...`)
};

const es_own_sending = /** @type {(inputs: Own_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviando...`)
};

const pt_br2_own_sending = /** @type {(inputs: Own_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviando...`)
};

const ja_own_sending = /** @type {(inputs: Own_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`送信中...`)
};

const ko_own_sending = /** @type {(inputs: Own_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`보내는 중...`)
};

/**
* | output |
* | --- |
* | "Sending..." |
*
* @param {Own_SendingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_sending = /** @type {((inputs?: Own_SendingInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_SendingInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_sending(inputs)
	if (locale === "fr") return fr_own_sending(inputs)
	if (locale === "es") return es_own_sending(inputs)
	if (locale === "pt-BR") return pt_br2_own_sending(inputs)
	if (locale === "ja") return ja_own_sending(inputs)
	if (locale === "ko") return ko_own_sending(inputs)
	return en_own_sending(inputs)
});