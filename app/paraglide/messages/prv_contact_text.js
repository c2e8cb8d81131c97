/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Prv_Contact_TextInputs */

const en_prv_contact_text = /** @type {(inputs: Prv_Contact_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Questions about privacy:`)
};

const de_prv_contact_text = /** @type {(inputs: Prv_Contact_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fragen zum Datenschutz:`)
};

const fr_prv_contact_text = /** @type {(inputs: Prv_Contact_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Questions sur la confidentialité :`)
};

const es_prv_contact_text = /** @type {(inputs: Prv_Contact_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preguntas sobre privacidad:`)
};

const pt_br2_prv_contact_text = /** @type {(inputs: Prv_Contact_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dúvidas sobre privacidade:`)
};

const ja_prv_contact_text = /** @type {(inputs: Prv_Contact_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`プライバシーに関するご質問：`)
};

const ko_prv_contact_text = /** @type {(inputs: Prv_Contact_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`개인정보 관련 문의:`)
};

/**
* | output |
* | --- |
* | "Questions about privacy:" |
*
* @param {Prv_Contact_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const prv_contact_text = /** @type {((inputs?: Prv_Contact_TextInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Prv_Contact_TextInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_prv_contact_text(inputs)
	if (locale === "fr") return fr_prv_contact_text(inputs)
	if (locale === "es") return es_prv_contact_text(inputs)
	if (locale === "pt-BR") return pt_br2_prv_contact_text(inputs)
	if (locale === "ja") return ja_prv_contact_text(inputs)
	if (locale === "ko") return ko_prv_contact_text(inputs)
	return en_prv_contact_text(inputs)
});