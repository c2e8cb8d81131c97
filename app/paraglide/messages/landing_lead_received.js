/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Lead_ReceivedInputs */

const en_landing_lead_received = /** @type {(inputs: Landing_Lead_ReceivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We received your details. Our team will get back to you within 1-2 business days.`)
};

const de_landing_lead_received = /** @type {(inputs: Landing_Lead_ReceivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wir haben Ihre Angaben erhalten. Unser Team meldet sich innerhalb von 1–2 Werktagen bei Ihnen.`)
};

const fr_landing_lead_received = /** @type {(inputs: Landing_Lead_ReceivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous avons bien reçu vos informations. Notre équipe vous répondra sous 1 à 2 jours ouvrés.`)
};

const es_landing_lead_received = /** @type {(inputs: Landing_Lead_ReceivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hemos recibido tus datos. Nuestro equipo te responderá en 1-2 días hábiles.`)
};

const pt_br2_landing_lead_received = /** @type {(inputs: Landing_Lead_ReceivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recebemos seus dados. Nossa equipe vai responder em 1 a 2 dias úteis.`)
};

const ja_landing_lead_received = /** @type {(inputs: Landing_Lead_ReceivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`情報を受け付けました。1～2営業日以内にチームからご連絡します。`)
};

const ko_landing_lead_received = /** @type {(inputs: Landing_Lead_ReceivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`정보를 받았습니다. 영업일 기준 1~2일 안에 연락드리겠습니다.`)
};

/**
* | output |
* | --- |
* | "We received your details. Our team will get back to you within 1-2 business days." |
*
* @param {Landing_Lead_ReceivedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const landing_lead_received = /** @type {((inputs?: Landing_Lead_ReceivedInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Lead_ReceivedInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_landing_lead_received(inputs)
	if (locale === "fr") return fr_landing_lead_received(inputs)
	if (locale === "es") return es_landing_lead_received(inputs)
	if (locale === "pt-BR") return pt_br2_landing_lead_received(inputs)
	if (locale === "ja") return ja_landing_lead_received(inputs)
	if (locale === "ko") return ko_landing_lead_received(inputs)
	return en_landing_lead_received(inputs)
});