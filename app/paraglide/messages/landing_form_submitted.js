/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Form_SubmittedInputs */

const en_landing_form_submitted = /** @type {(inputs: Landing_Form_SubmittedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you! Our team will get back to you within 1-2 business days.`)
};

const de_landing_form_submitted = /** @type {(inputs: Landing_Form_SubmittedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vielen Dank! Unser Team meldet sich innerhalb von 1–2 Werktagen bei Ihnen.`)
};

const fr_landing_form_submitted = /** @type {(inputs: Landing_Form_SubmittedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Merci ! Notre équipe vous répondra sous 1 à 2 jours ouvrés.`)
};

const es_landing_form_submitted = /** @type {(inputs: Landing_Form_SubmittedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Gracias! Nuestro equipo te responderá en 1-2 días hábiles.`)
};

const pt_br2_landing_form_submitted = /** @type {(inputs: Landing_Form_SubmittedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Obrigado! Nossa equipe vai responder em 1 a 2 dias úteis.`)
};

const ja_landing_form_submitted = /** @type {(inputs: Landing_Form_SubmittedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ありがとうございます。1～2営業日以内にチームからご連絡します。`)
};

const ko_landing_form_submitted = /** @type {(inputs: Landing_Form_SubmittedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`감사합니다! 영업일 기준 1~2일 안에 연락드리겠습니다.`)
};

/**
* | output |
* | --- |
* | "Thank you! Our team will get back to you within 1-2 business days." |
*
* @param {Landing_Form_SubmittedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const landing_form_submitted = /** @type {((inputs?: Landing_Form_SubmittedInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Form_SubmittedInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_landing_form_submitted(inputs)
	if (locale === "fr") return fr_landing_form_submitted(inputs)
	if (locale === "es") return es_landing_form_submitted(inputs)
	if (locale === "pt-BR") return pt_br2_landing_form_submitted(inputs)
	if (locale === "ja") return ja_landing_form_submitted(inputs)
	if (locale === "ko") return ko_landing_form_submitted(inputs)
	return en_landing_form_submitted(inputs)
});