/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Form_Contact_LinkInputs */

const en_landing_form_contact_link = /** @type {(inputs: Landing_Form_Contact_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact Us`)
};

const de_landing_form_contact_link = /** @type {(inputs: Landing_Form_Contact_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kontakt aufnehmen`)
};

const fr_landing_form_contact_link = /** @type {(inputs: Landing_Form_Contact_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous contacter`)
};

const es_landing_form_contact_link = /** @type {(inputs: Landing_Form_Contact_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contáctanos`)
};

const pt_br2_landing_form_contact_link = /** @type {(inputs: Landing_Form_Contact_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fale conosco`)
};

const ja_landing_form_contact_link = /** @type {(inputs: Landing_Form_Contact_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`お問い合わせ`)
};

const ko_landing_form_contact_link = /** @type {(inputs: Landing_Form_Contact_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`문의하기`)
};

/**
* | output |
* | --- |
* | "Contact Us" |
*
* @param {Landing_Form_Contact_LinkInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const landing_form_contact_link = /** @type {((inputs?: Landing_Form_Contact_LinkInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Form_Contact_LinkInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_landing_form_contact_link(inputs)
	if (locale === "fr") return fr_landing_form_contact_link(inputs)
	if (locale === "es") return es_landing_form_contact_link(inputs)
	if (locale === "pt-BR") return pt_br2_landing_form_contact_link(inputs)
	if (locale === "ja") return ja_landing_form_contact_link(inputs)
	if (locale === "ko") return ko_landing_form_contact_link(inputs)
	return en_landing_form_contact_link(inputs)
});