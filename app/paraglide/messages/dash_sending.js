/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_SendingInputs */

const en_dash_sending = /** @type {(inputs: Dash_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sending...`)
};

const de_dash_sending = /** @type {(inputs: Dash_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird gesendet...`)
};

const fr_dash_sending = /** @type {(inputs: Dash_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoi...`)
};

const es_dash_sending = /** @type {(inputs: Dash_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviando...`)
};

const pt_br2_dash_sending = /** @type {(inputs: Dash_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviando...`)
};

const ja_dash_sending = /** @type {(inputs: Dash_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`送信中...`)
};

const ko_dash_sending = /** @type {(inputs: Dash_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`보내는 중...`)
};

/**
* | output |
* | --- |
* | "Sending..." |
*
* @param {Dash_SendingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dash_sending = /** @type {((inputs?: Dash_SendingInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_SendingInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_sending(inputs)
	if (locale === "fr") return fr_dash_sending(inputs)
	if (locale === "es") return es_dash_sending(inputs)
	if (locale === "pt-BR") return pt_br2_dash_sending(inputs)
	if (locale === "ja") return ja_dash_sending(inputs)
	if (locale === "ko") return ko_dash_sending(inputs)
	return en_dash_sending(inputs)
});