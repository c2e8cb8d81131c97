/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Lead_SendInputs */

const en_landing_lead_send = /** @type {(inputs: Landing_Lead_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send`)
};

const de_landing_lead_send = /** @type {(inputs: Landing_Lead_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Senden`)
};

const fr_landing_lead_send = /** @type {(inputs: Landing_Lead_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoyer`)
};

const es_landing_lead_send = /** @type {(inputs: Landing_Lead_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviar`)
};

const pt_br2_landing_lead_send = /** @type {(inputs: Landing_Lead_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviar`)
};

const ja_landing_lead_send = /** @type {(inputs: Landing_Lead_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`送信`)
};

const ko_landing_lead_send = /** @type {(inputs: Landing_Lead_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`보내기`)
};

/**
* | output |
* | --- |
* | "Send" |
*
* @param {Landing_Lead_SendInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const landing_lead_send = /** @type {((inputs?: Landing_Lead_SendInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Lead_SendInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_landing_lead_send(inputs)
	if (locale === "fr") return fr_landing_lead_send(inputs)
	if (locale === "es") return es_landing_lead_send(inputs)
	if (locale === "pt-BR") return pt_br2_landing_lead_send(inputs)
	if (locale === "ja") return ja_landing_lead_send(inputs)
	if (locale === "ko") return ko_landing_lead_send(inputs)
	return en_landing_lead_send(inputs)
});