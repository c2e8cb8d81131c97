/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Form_Contact_PromptInputs */

const en_landing_form_contact_prompt = /** @type {(inputs: Landing_Form_Contact_PromptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please contact us directly:`)
};

const de_landing_form_contact_prompt = /** @type {(inputs: Landing_Form_Contact_PromptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte kontaktieren Sie uns direkt:`)
};

const fr_landing_form_contact_prompt = /** @type {(inputs: Landing_Form_Contact_PromptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contactez-nous directement :`)
};

const es_landing_form_contact_prompt = /** @type {(inputs: Landing_Form_Contact_PromptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contáctanos directamente:`)
};

const pt_br2_landing_form_contact_prompt = /** @type {(inputs: Landing_Form_Contact_PromptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fale diretamente conosco:`)
};

const ja_landing_form_contact_prompt = /** @type {(inputs: Landing_Form_Contact_PromptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`直接お問い合わせください：`)
};

const ko_landing_form_contact_prompt = /** @type {(inputs: Landing_Form_Contact_PromptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`저희에게 직접 문의해 주세요:`)
};

/**
* | output |
* | --- |
* | "Please contact us directly:" |
*
* @param {Landing_Form_Contact_PromptInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const landing_form_contact_prompt = /** @type {((inputs?: Landing_Form_Contact_PromptInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Form_Contact_PromptInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_landing_form_contact_prompt(inputs)
	if (locale === "fr") return fr_landing_form_contact_prompt(inputs)
	if (locale === "es") return es_landing_form_contact_prompt(inputs)
	if (locale === "pt-BR") return pt_br2_landing_form_contact_prompt(inputs)
	if (locale === "ja") return ja_landing_form_contact_prompt(inputs)
	if (locale === "ko") return ko_landing_form_contact_prompt(inputs)
	return en_landing_form_contact_prompt(inputs)
});