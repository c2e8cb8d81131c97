/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Lead_SendingInputs */

const en_landing_lead_sending = /** @type {(inputs: Landing_Lead_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sending...`)
};

const de_landing_lead_sending = /** @type {(inputs: Landing_Lead_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird gesendet …`)
};

const fr_landing_lead_sending = /** @type {(inputs: Landing_Lead_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoi…`)
};

const es_landing_lead_sending = /** @type {(inputs: Landing_Lead_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviando...`)
};

const pt_br2_landing_lead_sending = /** @type {(inputs: Landing_Lead_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviando...`)
};

const ja_landing_lead_sending = /** @type {(inputs: Landing_Lead_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`送信中…`)
};

const ko_landing_lead_sending = /** @type {(inputs: Landing_Lead_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`보내는 중...`)
};

/**
* | output |
* | --- |
* | "Sending..." |
*
* @param {Landing_Lead_SendingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const landing_lead_sending = /** @type {((inputs?: Landing_Lead_SendingInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Lead_SendingInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_landing_lead_sending(inputs)
	if (locale === "fr") return fr_landing_lead_sending(inputs)
	if (locale === "es") return es_landing_lead_sending(inputs)
	if (locale === "pt-BR") return pt_br2_landing_lead_sending(inputs)
	if (locale === "ja") return ja_landing_lead_sending(inputs)
	if (locale === "ko") return ko_landing_lead_sending(inputs)
	return en_landing_lead_sending(inputs)
});