/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Lead_MessageInputs */

const en_landing_lead_message = /** @type {(inputs: Landing_Lead_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Message (optional)`)
};

const de_landing_lead_message = /** @type {(inputs: Landing_Lead_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nachricht (optional)`)
};

const fr_landing_lead_message = /** @type {(inputs: Landing_Lead_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Message (facultatif)`)
};

const es_landing_lead_message = /** @type {(inputs: Landing_Lead_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mensaje (opcional)`)
};

const pt_br2_landing_lead_message = /** @type {(inputs: Landing_Lead_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mensagem (opcional)`)
};

const ja_landing_lead_message = /** @type {(inputs: Landing_Lead_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`メッセージ（任意）`)
};

const ko_landing_lead_message = /** @type {(inputs: Landing_Lead_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`메시지(선택)`)
};

/**
* | output |
* | --- |
* | "Message (optional)" |
*
* @param {Landing_Lead_MessageInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const landing_lead_message = /** @type {((inputs?: Landing_Lead_MessageInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Lead_MessageInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_landing_lead_message(inputs)
	if (locale === "fr") return fr_landing_lead_message(inputs)
	if (locale === "es") return es_landing_lead_message(inputs)
	if (locale === "pt-BR") return pt_br2_landing_lead_message(inputs)
	if (locale === "ja") return ja_landing_lead_message(inputs)
	if (locale === "ko") return ko_landing_lead_message(inputs)
	return en_landing_lead_message(inputs)
});