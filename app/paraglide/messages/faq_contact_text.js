/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Faq_Contact_TextInputs */

const en_faq_contact_text = /** @type {(inputs: Faq_Contact_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our team answers within 1-2 business days.`)
};

const de_faq_contact_text = /** @type {(inputs: Faq_Contact_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unser Team antwortet innerhalb von 1–2 Werktagen.`)
};

const fr_faq_contact_text = /** @type {(inputs: Faq_Contact_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notre équipe répond sous 1 à 2 jours ouvrés.`)
};

const es_faq_contact_text = /** @type {(inputs: Faq_Contact_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nuestro equipo responde en 1-2 días hábiles.`)
};

const pt_br2_faq_contact_text = /** @type {(inputs: Faq_Contact_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nossa equipe responde em 1 a 2 dias úteis.`)
};

const ja_faq_contact_text = /** @type {(inputs: Faq_Contact_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1～2営業日以内にチームがお返事します。`)
};

const ko_faq_contact_text = /** @type {(inputs: Faq_Contact_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`영업일 기준 1~2일 안에 답변드립니다.`)
};

/**
* | output |
* | --- |
* | "Our team answers within 1-2 business days." |
*
* @param {Faq_Contact_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const faq_contact_text = /** @type {((inputs?: Faq_Contact_TextInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Faq_Contact_TextInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_faq_contact_text(inputs)
	if (locale === "fr") return fr_faq_contact_text(inputs)
	if (locale === "es") return es_faq_contact_text(inputs)
	if (locale === "pt-BR") return pt_br2_faq_contact_text(inputs)
	if (locale === "ja") return ja_faq_contact_text(inputs)
	if (locale === "ko") return ko_faq_contact_text(inputs)
	return en_faq_contact_text(inputs)
});